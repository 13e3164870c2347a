/**
 * The animated compositions behind `npm run videos` (scripts/generate-videos.ts): each draws one frame at
 * time t in [0, 1). Scenes meant to loop are periodic in t, so the last frame runs into the first without
 * a jump. They reuse fixtures/art/ (the loom, the kundan choker, ajrakh block prints, the temple necklace)
 * so the videos match the store's stills.
 */
import { jhumka } from '../fixtures/art/earrings';
import { GEMS, bangles, necklace } from '../fixtures/art/jewellery';
import { backdrop, floorShadow, n, place, seedOf, shade, tint, vignette, type Svg } from '../fixtures/art/kit';
import { ajrakhPattern, buttiPattern } from '../fixtures/art/motifs';
import { FABRICS, arch, bobbin, richGround } from '../fixtures/art/scenes';

export interface VideoJob {
  /** File name under fixtures/images/videos/, without extension. */
  name: string;
  width: number;
  height: number;
  seconds: number;
  /** x264 constant rate factor: higher is smaller. */
  crf: number;
  /** Size budget of the MP4 in KB (ADR 004); the run fails when a file exceeds it. */
  budget: number;
  /** The moment (0–1) the poster shows: 0 for looping videos, so the poster is their first frame. */
  posterAt?: number;
  draw: (s: Svg, t: number) => void;
}

const TAU = Math.PI * 2;
/** 0 → 1 → 0 over one period: a smooth, loopable swell. */
const swell = (t: number) => 0.5 - 0.5 * Math.cos(TAU * t);
const ease = (p: number) => p * p * (3 - 2 * p);

/** Wraps everything drawn by `draw` in a camera move: zoom `scale` about (cx, cy), then shift by (dx, dy). */
function camera(s: Svg, scale: number, cx: number, cy: number, dx: number, dy: number, draw: () => void): void {
  s.add(
    `<g transform="translate(${n(cx + dx)} ${n(cy + dy)}) scale(${scale.toFixed(4)}) translate(${n(-cx)} ${n(-cy)})">`,
  );
  draw();
  s.add('</g>');
}

/** A four-pointed glint, as light catches a stone. */
const glint = (x: number, y: number, r: number, opacity: number) =>
  opacity <= 0.01
    ? ''
    : `<g transform="translate(${n(x)} ${n(y)})" opacity="${opacity.toFixed(2)}"><circle r="${n(r * 0.5)}" fill="#fff6d0" opacity="0.35"/><path d="M0 ${n(-r)}L${n(r * 0.14)} 0L0 ${n(r)}L${n(-r * 0.14)} 0ZM${n(-r)} 0L0 ${n(r * 0.14)}L${n(r)} 0L0 ${n(-r * 0.14)}Z" fill="#fffbe8"/><circle r="${n(r * 0.18)}" fill="#ffffff"/></g>`;

/** A handloom at work: the shed opens and closes, the shuttle crosses twice, the beater beats (loops). */
function weaving(s: Svg, t: number): void {
  const { width: w, height: h } = s;
  const portrait = h > w;
  backdrop(s, '#3d4f8f', '#141c3c', 0.6, 0.3);
  camera(s, 1 + 0.05 * swell(t), w / 2, h * 0.6, 0, 0, () => {
    const x0 = portrait ? -20 : w * 0.26;
    const x1 = portrait ? w + 20 : w + 20;
    const fell = h * (portrait ? 0.62 : 0.6);
    const lift = Math.sin(TAU * 2 * t) * (portrait ? 10 : 8);
    const paths: [string[], string[]] = [[], []];
    for (let i = 0, x = x0; x <= x1; i += 1, x += 9) {
      const top = x + (x - (x0 + x1) / 2) * 0.3;
      // Alternate warp threads rise and fall with the heddles: that opening is the shed.
      const dy = i % 2 === 0 ? -lift : lift;
      (i % 2 === 0 ? paths[0] : paths[1]).push(`M${n(top)} 0Q${n(x)} ${n(fell * 0.7 + dy)} ${n(x)} ${n(fell)}`);
    }
    s.add(
      `<path d="${paths[0].join('')}" stroke="#e8c56b" stroke-width="1.4" fill="none" opacity="0.6"/>`,
      `<path d="${paths[1].join('')}" stroke="#f3dca0" stroke-width="1.4" fill="none" opacity="0.45"/>`,
    );
    const cloth = buttiPattern(s, 'videocloth', FABRICS.maroonBrocade.base, FABRICS.maroonBrocade.motif, 'paisley', 40);
    s.add(
      `<rect x="${n(x0)}" y="${n(fell)}" width="${n(x1 - x0)}" height="${n(h - fell + 40)}" fill="${cloth}"/>`,
      `<rect x="${n(x0)}" y="${n(fell)}" width="${n(x1 - x0)}" height="10" fill="#e8c56b"/>`,
      `<rect x="${n(x0)}" y="${n(fell + 16)}" width="${n(x1 - x0)}" height="3" fill="#e8c56b"/>`,
    );
    // The beater (reed) swings in to pack each pick against the cloth, once per crossing.
    const beat = Math.max(0, Math.cos(TAU * 2 * t)) ** 6;
    s.add(
      `<rect x="${n(x0 - 20)}" y="${n(fell - 34 + beat * 18)}" width="${n(x1 - x0 + 40)}" height="9" rx="4.5" fill="${s.antique()}"/>`,
    );
    // The shuttle crosses and returns twice per loop, easing at each selvedge.
    const p = swell(2 * t);
    const sx = x0 + 60 + (x1 - x0 - 120) * p;
    const sy = fell - 52;
    s.add(
      `<g filter="${s.drop()}"><path d="M${n(sx - 70)} ${n(sy)}Q${n(sx)} ${n(sy - 22)} ${n(sx + 70)} ${n(sy)}Q${n(sx)} ${n(sy + 16)} ${n(sx - 70)} ${n(sy)}Z" fill="${s.gold()}"/></g>`,
      `<path d="M${n(sx - 70)} ${n(sy)}H${n(x0 - 20)}" stroke="#f3dca0" stroke-width="1.2" opacity="0.5"/>`,
    );
    if (!portrait) {
      floorShadow(s, w * 0.13, h * 0.9, 110, 18, 0.4);
      s.add(
        `<g filter="${s.drop()}">${[
          [0.06, '#d9b45a'],
          [0.14, '#e0892b'],
          [0.22, '#7a1f2b'],
        ]
          .map(
            ([fx, thread]) =>
              `<g transform="translate(${n(w * Number(fx))} ${n(h * 0.74)}) scale(0.55)">${bobbin(s, 0, 0, String(thread))}</g>`,
          )
          .join('')}</g>`,
      );
    }
  });
  vignette(s, 0.4);
}

/** Kundan setting: a slow push in on a choker while light moves across its gold and stones. */
function kundanSetting(s: Svg, t: number): void {
  const { width: w, height: h } = s;
  // The choker fills its 600-unit box from about y -10 to 460: centre that span in the frame.
  const scale = h / 520;
  const cy = h / 2 + (300 - 225) * scale;
  richGround(s, '#0b3d2e', '#2f7a5f', w * 0.5, h * 0.45);
  camera(s, 1 + 0.12 * ease(t), w / 2, h * 0.6, 0, 0, () => {
    s.add(`<g filter="${s.drop()}">${place(w / 2, cy, scale, necklace(s, 'choker', GEMS.ruby))}</g>`);
    // Glints travel along the settings of the arc, one after another.
    for (let k = 0; k < 6; k += 1) {
      const phase = (t * 2 + k / 6) % 1;
      const a = Math.PI * (0.22 + 0.56 * ((k * 0.37) % 1));
      const gx = w / 2 + Math.cos(a) * 185 * scale;
      const gy = cy + (40 - 300 + Math.sin(a) * 250 - 24) * scale;
      s.add(glint(gx, gy, 22 * scale, Math.sin(Math.PI * phase) ** 4));
    }
  });
  vignette(s, 0.4);
}

/** Ajrakh block printing: a carved block presses a repeat onto cloth, tile by tile. */
function blockPrinting(s: Svg, t: number): void {
  const { width: w, height: h } = s;
  const size = 90;
  const cols = 6;
  const rows = 2;
  const left = (w - cols * size) / 2;
  const top = (h - rows * size) / 2;
  backdrop(s, '#f4eadb', '#cdb89a', 0.5, 0.4);
  s.add(
    `<rect width="${w}" height="${h}" fill="${buttiPattern(s, 'cotton', '#f1e6d3', '#e9dcc4', 'dot', 14)}" opacity="0.6"/>`,
  );
  const print = ajrakhPattern(s, 'blockprint', '#b23a2e', '#24346b', '#1c1a2a', size);
  const count = cols * rows;
  const k = Math.min(count - 1, Math.floor(t * count));
  const p = t * count - k;
  const cell = (i: number) => ({ x: left + (i % cols) * size, y: top + Math.floor(i / cols) * size });
  const pressed = p > 0.5;
  for (let i = 0; i < k + (pressed ? 1 : 0); i += 1) {
    const { x, y } = cell(i);
    // Each impression takes a little more or less dye, as real hand prints do.
    const ink = 0.84 + (seedOf(`print${i}`) % 12) / 100;
    s.add(
      `<g transform="translate(${n(x)} ${n(y)})" opacity="${ink.toFixed(2)}"><rect width="${size}" height="${size}" fill="${print}"/></g>`,
    );
  }
  // The block glides from the last impression to the next, presses, then lifts.
  const from = cell(Math.max(0, k - 1));
  const to = cell(k);
  const glide = ease(Math.min(1, p / 0.35));
  const bx = from.x + (to.x - from.x) * glide + size / 2;
  const by = from.y + (to.y - from.y) * glide + size / 2;
  const height = p < 0.35 ? 1 : p < 0.5 ? 1 - ease((p - 0.35) / 0.15) : ease(Math.min(1, (p - 0.5) / 0.3));
  const scale = 1 + 0.08 * height;
  const sw = size + 14;
  s.add(
    `<rect x="${n(bx - sw / 2 + 10 + height * 18)}" y="${n(by - sw / 2 + 12 + height * 22)}" width="${sw}" height="${sw}" rx="10" fill="#2a1606" opacity="${(0.35 - 0.15 * height).toFixed(2)}" filter="${s.blur(6)}"/>`,
    `<g transform="translate(${n(bx)} ${n(by)}) scale(${scale.toFixed(3)})">` +
      `<rect x="${-sw / 2}" y="${-sw / 2}" width="${sw}" height="${sw}" rx="10" fill="#8a5a2b"/>` +
      `<path d="${[0.2, 0.4, 0.6, 0.8].map((f) => `M${n(-sw / 2 + 8)} ${n(-sw / 2 + sw * f)}q${n(sw / 2)} 6 ${n(sw - 16)} 0`).join('')}" stroke="${shade('#8a5a2b', 0.25)}" stroke-width="2" fill="none"/>` +
      `<circle r="22" fill="${tint('#8a5a2b', 0.15)}"/><circle r="22" fill="none" stroke="${shade('#8a5a2b', 0.35)}" stroke-width="3"/>` +
      `<ellipse cx="-6" cy="-8" rx="9" ry="6" fill="#ffffff" opacity="0.18"/></g>`,
  );
  vignette(s, 0.22);
}

/** Temple jewellery being finished: a slow pan across the necklace, bangles and jhumka as they catch light. */
function templeJewellery(s: Svg, t: number): void {
  const { width: w, height: h } = s;
  richGround(s, '#4e0f1a', '#9a3442', w * 0.5, h * 0.45);
  camera(s, 1.12, w / 2, h / 2, (0.5 - ease(t)) * w * 0.12, 0, () => {
    const k = h / 800;
    s.add(arch(w / 2 - 320 * k, 30, 640 * k, h, '#d9b45a', 2));
    s.add(`<g filter="${s.drop()}">${place(w / 2, h * 0.36, 1.25 * k, necklace(s, 'temple', GEMS.ruby))}</g>`);
    s.add(`<g filter="${s.drop()}">${place(w / 2 - 380 * k, h * 0.74, 0.55 * k, bangles(s, 'kundan', GEMS.ruby))}</g>`);
    s.add(
      `<g filter="${s.drop()}">${place(w / 2 + 400 * k, h * 0.62, 0.6 * k, jhumka(s, 300, GEMS.ruby, 'pearl'))}</g>`,
    );
    for (let i = 0; i < 4; i += 1) {
      const phase = (t * 1.5 + i / 4) % 1;
      const gx = w / 2 + (i - 1.5) * 120 * k * 1.6;
      const gy = h * 0.36 + (140 + Math.abs(i - 1.5) * -40) * k * 1.25;
      s.add(glint(gx, gy, 14, Math.sin(Math.PI * phase) ** 6));
    }
  });
  vignette(s, 0.35);
}

/** Budgets keep the whole fixtures/images folder under ADR 004's 2.5 MB. */
export const CRAFT_VIDEOS: VideoJob[] = [
  { name: 'handloom-weaving', width: 640, height: 360, seconds: 4, crf: 30, budget: 160, draw: weaving },
  { name: 'handloom-weaving-portrait', width: 360, height: 640, seconds: 4, crf: 30, budget: 160, draw: weaving },
  {
    name: 'kundan-setting',
    width: 640,
    height: 360,
    seconds: 5,
    crf: 30,
    budget: 160,
    posterAt: 0.4,
    draw: kundanSetting,
  },
  {
    name: 'ajrakh-block-printing',
    width: 640,
    height: 360,
    seconds: 6,
    crf: 30,
    budget: 160,
    posterAt: 0.8,
    draw: blockPrinting,
  },
  {
    name: 'temple-jewellery',
    width: 640,
    height: 360,
    seconds: 5,
    crf: 30,
    budget: 160,
    posterAt: 0.3,
    draw: templeJewellery,
  },
];
