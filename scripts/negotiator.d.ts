/**
 * negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` order this
 * uses (scripts/accepted-copies.ts). Only what we call is declared.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
