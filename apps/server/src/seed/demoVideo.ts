/**
 * A short, real MP4 for the demo's videos (coach videos), made here so the demo needs no
 * binary files: H.264 baseline, the first frame coded as raw samples (I_PCM macroblocks: a
 * picture of flat colour blocks), the rest skipped frames repeating it, in an ISO BMFF file
 * (ftyp, mdat, moov) any browser plays. Each demo video gets its own colours.
 */

class Bits {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;
  u(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  bit(b: number) {
    this.current = (this.current << 1) | b;
    if (++this.used === 8) this.flush();
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number) {
    const code = value + 1;
    const len = 32 - Math.clz32(code);
    this.u(0, len - 1);
    this.u(code, len);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  byte(value: number) {
    this.u(value, 8);
  }
  aligned(): boolean {
    return this.used === 0;
  }
  alignZero() {
    while (this.used !== 0) this.bit(0);
  }
  /** rbsp_trailing_bits: a one, then zeros to the byte. */
  trailing(): number[] {
    this.bit(1);
    this.alignZero();
    return this.bytes;
  }
  private flush() {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }
}

/** A NAL unit: its header byte and the payload with emulation prevention (00 00 0x → 00 00 03 0x). */
function nal(header: number, rbsp: number[]): Buffer {
  const out = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

const PROFILE = 66; // baseline
const CONSTRAINTS = 0xc0;
const LEVEL = 30;

function sps(widthMbs: number, heightMbs: number): Buffer {
  const b = new Bits();
  b.byte(PROFILE);
  b.byte(CONSTRAINTS);
  b.byte(LEVEL);
  b.ue(0); // seq_parameter_set_id
  b.ue(0); // log2_max_frame_num_minus4: frame_num has 4 bits
  b.ue(2); // pic_order_cnt_type 2: output order is decoding order
  b.ue(1); // max_num_ref_frames
  b.bit(0); // gaps_in_frame_num_value_allowed_flag
  b.ue(widthMbs - 1);
  b.ue(heightMbs - 1);
  b.bit(1); // frame_mbs_only_flag
  b.bit(1); // direct_8x8_inference_flag
  b.bit(0); // frame_cropping_flag
  b.bit(0); // vui_parameters_present_flag
  return nal(0x67, b.trailing());
}

function pps(): Buffer {
  const b = new Bits();
  b.ue(0); // pic_parameter_set_id
  b.ue(0); // seq_parameter_set_id
  b.bit(0); // entropy_coding_mode_flag: CAVLC
  b.bit(0); // bottom_field_pic_order_in_frame_present_flag
  b.ue(0); // num_slice_groups_minus1
  b.ue(0); // num_ref_idx_l0_default_active_minus1
  b.ue(0); // num_ref_idx_l1_default_active_minus1
  b.bit(0); // weighted_pred_flag
  b.u(0, 2); // weighted_bipred_idc
  b.se(0); // pic_init_qp_minus26
  b.se(0); // pic_init_qs_minus26
  b.se(0); // chroma_qp_index_offset
  b.bit(0); // deblocking_filter_control_present_flag
  b.bit(0); // constrained_intra_pred_flag
  b.bit(0); // redundant_pic_cnt_present_flag
  return nal(0x68, b.trailing());
}

type Yuv = readonly [number, number, number];

/** The key frame: every macroblock I_PCM with the colour `paint` gives it. */
function idrSlice(widthMbs: number, heightMbs: number, paint: (mbx: number, mby: number) => Yuv): Buffer {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(7); // slice_type I (all slices)
  b.ue(0); // pic_parameter_set_id
  b.u(0, 4); // frame_num
  b.ue(0); // idr_pic_id
  b.bit(0); // no_output_of_prior_pics_flag
  b.bit(0); // long_term_reference_flag
  b.se(0); // slice_qp_delta
  for (let y = 0; y < heightMbs; y++) {
    for (let x = 0; x < widthMbs; x++) {
      const [luma, cb, cr] = paint(x, y);
      b.ue(25); // mb_type I_PCM
      b.alignZero(); // pcm_alignment_zero_bit
      for (let i = 0; i < 256; i++) b.byte(luma);
      for (let i = 0; i < 64; i++) b.byte(cb);
      for (let i = 0; i < 64; i++) b.byte(cr);
    }
  }
  return nal(0x65, b.trailing());
}

/** A frame repeating the one before: every macroblock skipped. */
function skipSlice(frameNum: number, mbs: number): Buffer {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(5); // slice_type P (all slices)
  b.ue(0); // pic_parameter_set_id
  b.u(frameNum & 15, 4);
  b.bit(0); // num_ref_idx_active_override_flag
  b.bit(0); // ref_pic_list_modification_flag_l0
  b.bit(0); // adaptive_ref_pic_marking_mode_flag
  b.se(0); // slice_qp_delta
  b.ue(mbs); // mb_skip_run: all of them
  return nal(0x41, b.trailing());
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n & 0xffff);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const full = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255]), ...parts);
const zeros = (n: number) => Buffer.alloc(n);
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

/**
 * An MP4 of `seconds` at 5 frames a second, `width`×`height` (multiples of 16): a band of
 * `accent` across a `background` picture (Y, Cb, Cr).
 */
export function demoMp4(options: {
  width?: number;
  height?: number;
  seconds?: number;
  background: Yuv;
  accent: Yuv;
}): Buffer {
  const width = options.width ?? 160;
  const height = options.height ?? 96;
  const fps = 5;
  const frames = Math.max(1, Math.round((options.seconds ?? 3) * fps));
  const wMbs = width / 16;
  const hMbs = height / 16;
  const seqParams = sps(wMbs, hMbs);
  const picParams = pps();
  const samples = [
    idrSlice(wMbs, hMbs, (x, y) =>
      y >= 2 && y < hMbs - 2 && x >= 1 && x < wMbs - 1 ? options.accent : options.background,
    ),
  ];
  for (let i = 1; i < frames; i++) samples.push(skipSlice(i, wMbs * hMbs));
  const sampleData = samples.map((s) => Buffer.concat([u32(s.length), s]));
  const timescale = 1000;
  const delta = timescale / fps;
  const duration = frames * delta;

  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const mdat = box('mdat', ...sampleData);
  const chunkOffset = ftyp.length + 8;
  const avcC = box(
    'avcC',
    Buffer.from([1, PROFILE, CONSTRAINTS, LEVEL, 0xff, 0xe1]),
    u16(seqParams.length),
    seqParams,
    Buffer.from([1]),
    u16(picParams.length),
    picParams,
  );
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stbl = box(
    'stbl',
    full('stsd', 0, 0, u32(1), avc1),
    full('stts', 0, 0, u32(1), u32(frames), u32(delta)),
    full('stss', 0, 0, u32(1), u32(1)),
    full('stsc', 0, 0, u32(1), u32(1), u32(frames), u32(1)),
    full('stsz', 0, 0, u32(0), u32(frames), ...sampleData.map((s) => u32(s.length))),
    full('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
  const minf = box(
    'minf',
    full('vmhd', 0, 1, zeros(8)),
    box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    full('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
    full('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), zeros(12), Buffer.from('VideoHandler\0', 'latin1')),
    minf,
  );
  const tkhd = full(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(duration),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    MATRIX,
    u32(width << 16),
    u32(height << 16),
  );
  const mvhd = full(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(timescale),
    u32(duration),
    u32(0x00010000),
    u16(0x0100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(2),
  );
  const moov = box('moov', mvhd, box('trak', tkhd, mdia));
  return Buffer.concat([ftyp, mdat, moov]);
}
