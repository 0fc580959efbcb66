/**
 * The marks the design review benchmarks draw (issue 38, at scale issue 39): pins, boxes, arrows
 * and free lines of 40 points, from a fixed seed so every run draws the same, spread over an
 * order's versions the way reviews go: most on the newest version, open; the rest on the earlier
 * versions, resolved by the rounds that followed.
 */
import type { Api } from './reviewSeed';

const KINDS = ['pin', 'box', 'arrow', 'path'] as const;

/** A small deterministic generator, so every run draws the same marks. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function shapeOf(kind: (typeof KINDS)[number], next: () => number): { kind: string; points: number[][] } {
  const at = () => [Math.round(next() * 0.9 * 1e4) / 1e4, Math.round(next() * 0.9 * 1e4) / 1e4];
  const [x, y] = at();
  const near = (dx: number, dy: number) => [Math.min(1, x + dx), Math.min(1, y + dy)];
  switch (kind) {
    case 'pin':
      return { kind, points: [[x, y]] };
    case 'box':
      return { kind, points: [[x, y], near(0.05 + next() * 0.05, 0.05 + next() * 0.05)] };
    case 'arrow':
      return { kind, points: [[x, y], near(0.04 + next() * 0.04, 0.03)] };
    case 'path':
      return {
        kind,
        points: Array.from({ length: 40 }, (_, i) => near(i * 0.002, Math.sin(i / 4) * 0.01 + 0.01)),
      };
  }
}

export interface MarksPlan {
  /** The order's versions, 1 to `versions`. */
  readonly versions: number;
  readonly marks: number;
  /** Replies in the thread of every fourth mark. */
  readonly replies: number;
}

/** How many marks the newest version gets: all with one version, four in five with more. */
export const newestShare = (plan: MarksPlan): number => (plan.versions > 1 ? Math.round(plan.marks * 0.8) : plan.marks);

/**
 * Pins `plan.marks` marks on image 0 of the order's versions through the API: the earlier
 * versions' share first, round robin from v1, each resolved; then the newest version's, open.
 * With one version the marks (and their order) are those of the issue 38 bench.
 */
export async function seedMarks(api: Api, orderId: number, plan: MarksPlan): Promise<void> {
  const next = rng(38);
  const newest = newestShare(plan);
  for (let i = 0; i < plan.marks; i++) {
    const older = i < plan.marks - newest;
    const version = older ? (i % (plan.versions - 1)) + 1 : plan.versions;
    const mark = await api<{ id: number }>('POST', `/orders/${orderId}/annotations`, {
      version,
      imageIndex: 0,
      shape: shapeOf(KINDS[i % KINDS.length], next),
      body: `Mark ${i + 1}`,
    });
    if (i % 4 === 0) {
      for (let r = 0; r < plan.replies; r++) {
        await api('POST', `/annotations/${mark.id}/replies`, { body: `Reply ${r + 1} to mark ${i + 1}: done?` });
      }
    }
    if (older) await api('PUT', `/annotations/${mark.id}`, { status: 'resolved' });
  }
}
