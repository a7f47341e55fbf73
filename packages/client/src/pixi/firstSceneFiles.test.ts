import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFirstScene } from './firstSceneFiles';

const link = (file: string) => `<link rel="modulepreload" href="/assets/${file}">`;

const ORIGIN = 'https://game.test/';

function page(): Document {
  const doc = document.implementation.createHTMLDocument('game');
  doc.head.innerHTML = `<base href="${ORIGIN}">`;
  doc.body.innerHTML =
    `<template id="first-scene">${link('pixi.js')}${link('canvas.js')}</template>` +
    `<template id="first-scene-characterSelection">${link('welcome.js')}</template>` +
    `<template id="first-scene-road">${link('road.js')}${link('squad.js')}</template>`;
  return doc;
}

const asked = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

/** A resource observer that reports the files the test says have arrived. */
function observeArrivals() {
  let report: (names: string[]) => void = () => undefined;
  class Observer {
    constructor(callback: (list: { getEntries(): Array<{ name: string }> }) => void) {
      report = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (...files: string[]) => report(files.map((f) => new URL(`/assets/${f}`, ORIGIN).href));
}

describe("the first scene's wave", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for what every first scene needs and the chosen scene's own files, no other's", () => {
    observeArrivals();
    const doc = page();
    askFirstScene('road', doc);
    expect(asked(doc)).toEqual([
      '/assets/pixi.js',
      '/assets/canvas.js',
      '/assets/road.js',
      '/assets/squad.js',
    ]);
    expect(doc.getElementById('first-scene-characterSelection')).not.toBeNull();
    const welcome = page();
    askFirstScene('characterSelection', welcome);
    expect(asked(welcome)).toEqual(['/assets/pixi.js', '/assets/canvas.js', '/assets/welcome.js']);
  });

  it('tells of each file as it arrives, for the loading bar', async () => {
    const arrive = observeArrivals();
    const files = askFirstScene('characterSelection', page());
    expect(files).toHaveLength(3);
    const settled: number[] = [];
    files.forEach((f, i) => void f.then(() => settled.push(i)));
    arrive('canvas.js', 'welcome.js');
    await Promise.resolve();
    await Promise.resolve();
    expect(settled.sort()).toEqual([1, 2]);
  });

  it('asks for nothing on a page the build wrote no wave into (the dev server)', () => {
    const doc = document.implementation.createHTMLDocument('game');
    expect(askFirstScene('road', doc)).toEqual([]);
    expect(asked(doc)).toEqual([]);
  });
});
