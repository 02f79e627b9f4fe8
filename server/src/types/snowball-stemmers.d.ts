/** The Snowball stemmers (ISC, pure JavaScript), which ship no types of their own. */
declare module "snowball-stemmers" {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
