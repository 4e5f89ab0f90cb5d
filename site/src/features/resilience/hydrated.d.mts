export declare const HYDRATED_HOOK: string;
export declare const HYDRATES_LATER_ATTRIBUTE: string;
export declare function announceHydrated(): void;
