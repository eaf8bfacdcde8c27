/** The part of fontkit (pdfkit's font engine) that pdf-text.ts reads: which characters a font has. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
