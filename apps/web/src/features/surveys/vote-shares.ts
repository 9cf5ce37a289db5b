/**
 * Whole percents of each vote count that add up to exactly 100 (largest-remainder rounding):
 * every share is first rounded down, then the points still missing go one each to the shares
 * that lost the most, earlier shares first on a tie. With no votes at all every share is 0.
 */
export function voteShares(votes: readonly number[]): number[] {
  const counts = votes.map((v) => (Number.isFinite(v) && v > 0 ? Math.floor(v) : 0));
  const total = counts.reduce((sum, v) => sum + v, 0);
  if (total === 0) return counts.map(() => 0);
  // Integer arithmetic: share = floor(v * 100 / total), remainder = (v * 100) mod total.
  const shares = counts.map((v) => Math.floor((v * 100) / total));
  const remainders = counts.map((v) => (v * 100) % total);
  let missing = 100 - shares.reduce((sum, s) => sum + s, 0);
  const order = counts.map((_, index) => index).sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0) || a - b);
  for (const index of order) {
    if (missing === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
