/** Texts of read receipts (who opened a file), shown to those who keep the files. */
export const enReads = {
  reads: {
    none: "Not opened yet",
    label: "Opened by {{names}}",
    readerLine: "{{name}}, last opened {{when}}",
  },
};
