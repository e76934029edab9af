const dayMs = 86_400_000;

type Trial = { status: string; trialStartDate: Date | null; trialDurationInDays: number | null };

/** Whole days left in a free trial (0 once it has ended); null when not on a dated trial. */
export function trialDaysLeft(trial: Trial, now: Date): number | null {
  if (trial.status !== "FreeTrial" || !trial.trialStartDate || trial.trialDurationInDays === null)
    return null;
  const end = trial.trialStartDate.getTime() + trial.trialDurationInDays * dayMs;
  return Math.max(0, Math.ceil((end - now.getTime()) / dayMs));
}

/** Spec §4: Buy Now only for an account owner whose trial has a start date and a duration. */
export function showBuyNow(trial: Trial, isAccountOwner: boolean): boolean {
  return (
    isAccountOwner &&
    trial.status === "FreeTrial" &&
    trial.trialStartDate !== null &&
    trial.trialDurationInDays !== null
  );
}
