import { residentMiB } from "../hub/process-rss.js";

/**
 * A process's resident set read from /proc every `everyMs` until stopped: the peak of a stretch
 * is what a single reading before and after would miss (garbage is collected in between).
 */
export function sampleRss(pid: number, everyMs = 50): { stop(): number[] } {
  const samples: number[] = [];
  const take = () => {
    const mib = residentMiB(pid);
    if (mib !== undefined) samples.push(mib);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
