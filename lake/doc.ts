/** A document as the lake stores it and queries it (./store.ts, ./groq.ts). */
export type Doc = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [key: string]: unknown;
};
