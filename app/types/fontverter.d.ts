// fontverter 2 ships no types: the one function server/domain/company/pdf-document.ts uses.
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, toFormat: "truetype" | "woff" | "woff2" | "sfnt", fromFormat?: string): Promise<Buffer>;
  };
  export default fontverter;
}
