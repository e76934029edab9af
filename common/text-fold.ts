/**
 * Text folded for comparing as a reader expects: case and accents ignored ("maori" finds
 * "Māori"), with, for each folded character, the index of the original it came from.
 */
const marks = /\p{M}/gu;

export function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const plain = ch.normalize("NFD").replace(marks, "").toLowerCase();
    for (const part of plain) {
      folded += part;
      origin.push(index);
    }
    index += ch.length;
  }
  origin.push(index);
  return { folded, origin };
}

export const foldText = (text: string) => foldWithMap(text).folded;
