import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_LENGTH, SECTIONS } from './imageDescriptor';
import { inverseNorms, scoreAt, SECTION_WEIGHTS, sectionCosine, similarity } from './imageSimilarity';
import { Rng } from './rng';

const random = (seed: number) => {
  const rng = new Rng(seed);
  return Int8Array.from({ length: DESCRIPTOR_LENGTH }, () => Math.round(rng.gaussian() * 30));
};

describe('similarity', () => {
  it('weighs the section cosines to 1 for the same descriptor and −1 for its negation', () => {
    const a = random(1);
    expect(Object.values(SECTION_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1);
    expect(similarity(a, a)).toBeCloseTo(1);
    expect(
      similarity(
        a,
        a.map((v) => -v),
      ),
    ).toBeCloseTo(-1);
    expect(Math.abs(similarity(a, random(2)))).toBeLessThan(0.2);
  });

  it('counts an all-zero section as unlike anything but another all-zero one', () => {
    const a = random(3);
    const flat = Int8Array.from(a);
    flat.fill(0, SECTIONS.structure.offset, SECTIONS.structure.offset + SECTIONS.structure.length);
    expect(sectionCosine(a, flat, 'structure')).toBe(0);
    expect(sectionCosine(flat, Int8Array.from(flat), 'structure')).toBe(1);
    const grey = new Int8Array(DESCRIPTOR_LENGTH);
    expect(similarity(grey, grey)).toBeCloseTo(1);
  });

  it('scores a descriptor inside a store like similarity does', () => {
    const query = random(4);
    const stored = random(5);
    const store = new Int8Array(DESCRIPTOR_LENGTH * 2);
    store.set(stored, DESCRIPTOR_LENGTH);
    const norms = new Float32Array(6);
    norms.set(inverseNorms(stored), 3);
    expect(scoreAt(query, inverseNorms(query), store, DESCRIPTOR_LENGTH, norms, 3)).toBeCloseTo(
      similarity(query, stored),
      5,
    );
    const grey = Int8Array.from(query).fill(0, SECTIONS.colour.offset);
    store.set(grey, 0);
    norms.set(inverseNorms(grey), 0);
    expect(scoreAt(grey, inverseNorms(grey), store, 0, norms, 0)).toBeCloseTo(1, 5);
  });
});
