declare const __RP_API__: string;
