import { describe, expect, it } from 'vitest';
import { CLIENT } from '../config';
import {
  chooseRenderer,
  isSoftwareGpu,
  nextPace,
  probeMedianMs,
  startPace,
  type Pace,
} from './rendererChoice';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const GPU = 'ANGLE (NVIDIA, NVIDIA GeForce GTX 1060 Direct3D11 vs_5_0 ps_5_0, D3D11)';

describe('the renderer Auto chooses', () => {
  it('knows the software rasterisers by their renderer strings', () => {
    for (const gpu of [
      SWIFTSHADER,
      'llvmpipe (LLVM 15.0.7, 256 bits)',
      'Mesa softpipe',
      'Microsoft Basic Render Driver',
      'Google SwiftShader',
      'Software Rasterizer',
    ])
      expect(isSoftwareGpu(gpu), gpu).toBe(true);
    for (const gpu of [GPU, 'Apple M1', 'Mali-G52', 'Adreno (TM) 610', null])
      expect(isSoftwareGpu(gpu), String(gpu)).toBe(false);
  });

  it('draws with Canvas when WebGL runs in software, without timing frames', () => {
    expect(chooseRenderer({ gpu: SWIFTSHADER, webgl: true, frameMs: [] })).toEqual({
      renderer: 'canvas',
      cap: null,
      reason: 'software',
      probeMs: null,
    });
  });

  it('draws with Canvas when there is no WebGL', () => {
    expect(chooseRenderer({ gpu: null, webgl: false, frameMs: [] }).reason).toBe('noWebgl');
  });

  it('judges a hardware GPU by its test frames, leaving out the first', () => {
    const fast = chooseRenderer({ gpu: GPU, webgl: true, frameMs: [80, 1, 2, 1, 3] });
    expect(fast).toMatchObject({ renderer: 'webgl', cap: null, reason: 'fast', probeMs: 1.5 });
    const sluggish = chooseRenderer({
      gpu: GPU,
      webgl: true,
      frameMs: [80, CLIENT.probe.lowMs, CLIENT.probe.lowMs + 1, CLIENT.probe.lowMs],
    });
    expect(sluggish).toMatchObject({ renderer: 'webgl', cap: 'LOW', reason: 'sluggishProbe' });
    const slow = chooseRenderer({ gpu: 'Mali-400', webgl: true, frameMs: [90, 30, 40, 35] });
    expect(slow).toMatchObject({ renderer: 'canvas', reason: 'slowProbe', probeMs: 35 });
  });

  it('lets the address choose', () => {
    const probe = { gpu: SWIFTSHADER, webgl: true, frameMs: [] };
    expect(chooseRenderer(probe, 'webgl')).toMatchObject({ renderer: 'webgl', reason: 'override' });
  });

  it('takes the median of the timed frames', () => {
    expect(probeMedianMs([])).toBeNull();
    expect(probeMedianMs([5])).toBe(5);
    expect(probeMedianMs([100, 3, 9, 4])).toBe(4);
  });
});

describe('quality while playing', () => {
  const slow = CLIENT.slowFps - 1;
  const fast = CLIENT.fastFps;
  const middling = (CLIENT.slowFps + CLIENT.fastFps) / 2;

  it('steps down one level per slow window, never below the lowest', () => {
    let pace = startPace(null);
    pace = nextPace(pace, slow, 'HIGH', 'HIGH');
    expect(pace.cap).toBe('STANDARD');
    pace = nextPace(pace, slow, 'STANDARD', 'HIGH');
    pace = nextPace(pace, slow, 'LOW', 'HIGH');
    pace = nextPace(pace, slow, 'LOWEST', 'HIGH');
    expect(pace.cap).toBe('LOWEST');
  });

  it('steps back up only after several fast windows in a row, and lifts the cap at the top', () => {
    let pace: Pace = startPace('LOW');
    for (let i = 1; i < CLIENT.raiseAfterWindows; i++) pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('LOW');
    // A middling window breaks the run.
    pace = nextPace(pace, middling, 'LOW', 'HIGH');
    for (let i = 1; i < CLIENT.raiseAfterWindows; i++) pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('LOW');
    pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('STANDARD');
    for (let i = 0; i < CLIENT.raiseAfterWindows; i++)
      pace = nextPace(pace, fast, 'STANDARD', 'HIGH');
    expect(pace.cap).toBeNull();
  });

  it('waits twice as long before raising again when the last raise was too much', () => {
    let pace: Pace = startPace('LOW');
    for (let i = 0; i < CLIENT.raiseAfterWindows; i++) pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('STANDARD');
    pace = nextPace(pace, slow, 'STANDARD', 'HIGH');
    expect(pace).toMatchObject({ cap: 'LOW', raiseAfter: CLIENT.raiseAfterWindows * 2 });
    for (let i = 1; i < CLIENT.raiseAfterWindows * 2; i++)
      pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('LOW');
    pace = nextPace(pace, fast, 'LOW', 'HIGH');
    expect(pace.cap).toBe('STANDARD');
  });

  it('does nothing at a steady middling frame rate', () => {
    const pace = startPace('LOW');
    expect(nextPace(pace, middling, 'LOW', 'HIGH')).toEqual(pace);
    expect(nextPace(startPace(null), fast, 'HIGH', 'HIGH').cap).toBeNull();
  });
});
