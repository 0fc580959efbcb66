import { describe, expect, it } from 'vitest';
import { TopScores } from './topScores';

describe('TopScores', () => {
  it('keeps the highest scores, best first', () => {
    const top = new TopScores<string>(3);
    [5, 1, 9, 3, 7, 2].forEach((score) => top.offer(score, `s${score}`));
    expect(top.best()).toEqual([
      { score: 9, item: 's9' },
      { score: 7, item: 's7' },
      { score: 5, item: 's5' },
    ]);
    expect(top.floor).toBe(5);
  });

  it('has no floor until full, and keeps nothing with no room', () => {
    const top = new TopScores<number>(2);
    expect(top.floor).toBe(-Infinity);
    top.offer(1, 1);
    expect(top.floor).toBe(-Infinity);
    const none = new TopScores<number>(0);
    none.offer(1, 1);
    expect(none.best()).toEqual([]);
  });

  it('matches a full sort on random scores', () => {
    const scores = Array.from(
      { length: 500 },
      (_, i) => Math.sin(i * 12.9898) * 43758.5453 - Math.floor(Math.sin(i * 12.9898) * 43758.5453),
    );
    const top = new TopScores<number>(25);
    scores.forEach((score, i) => top.offer(score, i));
    expect(top.best().map((b) => b.score)).toEqual([...scores].sort((a, b) => b - a).slice(0, 25));
  });
});
