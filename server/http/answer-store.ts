/**
 * Answers (their JSON text) kept in memory, least recently used out first, within a byte
 * budget. A Map keeps insertion order, so its first key is the least recently used.
 */
export class AnswerStore {
  private readonly answers = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): string | undefined {
    const text = this.answers.get(key);
    if (text === undefined) return undefined;
    this.answers.delete(key);
    this.answers.set(key, text);
    return text;
  }

  set(key: string, text: string): void {
    const size = (key.length + text.length) * 2; // UTF-16 in memory
    if (size > this.maxBytes / 10) return; // one huge answer must not empty the store
    const old = this.answers.get(key);
    if (old !== undefined) {
      this.answers.delete(key);
      this.bytes -= (key.length + old.length) * 2;
    }
    this.answers.set(key, text);
    this.bytes += size;
    while (this.bytes > this.maxBytes) {
      const [oldestKey, oldestText] = this.answers.entries().next().value ?? [];
      if (oldestKey === undefined || oldestText === undefined) break;
      this.answers.delete(oldestKey);
      this.bytes -= (oldestKey.length + oldestText.length) * 2;
    }
  }

  get size(): number {
    return this.answers.size;
  }
}
