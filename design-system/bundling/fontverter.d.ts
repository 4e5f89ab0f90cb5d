// fontverter ships no types: the one call the font test makes (a woff2 file to TrueType).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt', from?: string): Promise<Buffer>;
  };
  export default fontverter;
}
