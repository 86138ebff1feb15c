import { describe, expect, it } from 'vitest';
import { demoMp4 } from './demoVideo';

/** The top-level boxes of an ISO BMFF file, with their sizes. */
function boxes(file: Buffer): [string, number][] {
  const out: [string, number][] = [];
  for (let at = 0; at < file.length;) {
    const size = file.readUInt32BE(at);
    out.push([file.subarray(at + 4, at + 8).toString('latin1'), size]);
    at += size;
  }
  return out;
}

describe('demo MP4', () => {
  it('is ftyp, mdat, moov whose sizes cover the file, with an avc1 track of the asked size and length', () => {
    const file = demoMp4({ width: 64, height: 48, seconds: 2, background: [120, 100, 90], accent: [200, 128, 128] });
    const top = boxes(file);
    expect(top.map(([type]) => type)).toEqual(['ftyp', 'mdat', 'moov']);
    expect(top.reduce((sum, [, size]) => sum + size, 0)).toBe(file.length);
    const moov = file.subarray(file.length - top[2][1]);
    expect(moov.includes(Buffer.from('avc1'))).toBe(true);
    expect(moov.includes(Buffer.from('avcC'))).toBe(true);
    const tkhdAt = moov.indexOf(Buffer.from('tkhd'));
    // tkhd: version/flags, times, track id, reserved, duration, ..., width and height 16.16 at the end.
    expect(moov.readUInt32BE(tkhdAt + 4 + 4 + 8 + 8)).toBe(2000);
    expect([moov.readUInt32BE(tkhdAt + 80) >>> 16, moov.readUInt32BE(tkhdAt + 84) >>> 16]).toEqual([64, 48]);
  });

  it('never leaves a start-code pattern inside a NAL unit (emulation prevention)', () => {
    const file = demoMp4({ width: 32, height: 32, seconds: 1, background: [0, 0, 0], accent: [1, 2, 3] });
    const mdatAt = file.indexOf(Buffer.from('mdat')) + 4;
    const mdatEnd = mdatAt - 8 + file.readUInt32BE(mdatAt - 8);
    for (let at = mdatAt; at < mdatEnd;) {
      const length = file.readUInt32BE(at);
      const unit = file.subarray(at + 4, at + 4 + length);
      for (let i = 2; i < unit.length; i++)
        expect(unit[i - 2] === 0 && unit[i - 1] === 0 && unit[i] <= 2, `byte ${i}`).toBe(false);
      at += 4 + length;
    }
  });
});
