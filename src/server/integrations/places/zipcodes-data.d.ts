// The `zipcodes` package ships no types; only its US data file is used (lib/codes.js, CommonJS).
// Its shape is checked record by record where it is loaded (us-zip-dataset.ts).
declare module 'zipcodes/lib/codes.js' {
  const data: { codes: Record<string, unknown> };
  export default data;
}

declare module 'zipcodes/lib/states.js' {
  /** Upper-case state or province name to its two-letter code (US and Canada). */
  export const full: Record<string, string>;
}
