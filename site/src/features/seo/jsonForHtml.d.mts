export declare function jsonForHtml(value: unknown): string;
