/** A policy document in one language. */
export interface PolicyDocument {
  lang: 'ru' | 'en';
  title: string;
  updated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}
