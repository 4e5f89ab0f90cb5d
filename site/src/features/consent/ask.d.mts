export declare const CONSENT_COOKIE: string;
export declare const CONSENT_ASK_ATTRIBUTE: string;
export declare const CONSENT_ASK_SCRIPT_ID: string;
export declare function consentAskScript(): string;
