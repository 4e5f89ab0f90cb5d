export declare function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]>;
