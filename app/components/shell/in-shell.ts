import { createContext, useContext } from "react";

const InShell = createContext(false);

/** Marks what the shell shows in its middle: pages there have the shell's landmarks around them. */
export const InShellProvider = InShell.Provider;

export function useInShell(): boolean {
  return useContext(InShell);
}
