/**
 * The three sizing charts of /size-guide (issue 12 §1: rings, loose bracelet, oval bracelet). Indian ring sizes
 * go up by about a millimetre of inner circumference each (size n ≈ 40 + n mm); bangle sizes are the trade's
 * 2.2 to 2.12 by inner diameter; oval bracelets are measured across both inner axes.
 */
export interface SizeChart {
  id: string;
  title: string;
  /** How to measure, shown above the chart. */
  howTo: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

const ringRow = (size: number): string[] => {
  const circumference = 40 + size;
  return [String(size), (circumference / Math.PI).toFixed(1), circumference.toFixed(1)];
};

const bangleRow = (size: string, inches: number): string[] => [size, inches.toFixed(3), (inches * 25.4).toFixed(1)];

export const SIZE_CHARTS: readonly SizeChart[] = [
  {
    id: 'rings',
    title: 'Rings',
    howTo:
      'Wrap a strip of paper around the base of your finger, mark where it meets, and measure the length in millimetres: that is the inner circumference. Or measure the inner diameter of a ring that fits you well.',
    caption: 'Ring sizes: Indian size, inner diameter and inner circumference in millimetres',
    columns: ['Indian size', 'Inner diameter (mm)', 'Inner circumference (mm)'],
    rows: [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26].map(ringRow),
  },
  {
    id: 'loose-bracelet',
    title: 'Loose bracelet (bangles)',
    howTo:
      'Bring your thumb and little finger together as if slipping on a bangle, and measure across the widest part of your hand. Choose the size whose inner diameter is just above it.',
    caption: 'Bangle sizes: size, inner diameter in inches and in millimetres',
    columns: ['Size', 'Inner diameter (in)', 'Inner diameter (mm)'],
    rows: [
      bangleRow('2.2', 2.125),
      bangleRow('2.4', 2.25),
      bangleRow('2.6', 2.375),
      bangleRow('2.8', 2.5),
      bangleRow('2.10', 2.625),
      bangleRow('2.12', 2.75),
    ],
  },
  {
    id: 'oval-bracelet',
    title: 'Oval bracelet',
    howTo:
      'Measure around your wrist just below the wrist bone with a soft tape. An oval bracelet should sit close without pressing: choose the size for your wrist.',
    caption: 'Oval bracelet sizes: size, wrist circumference in centimetres, inner width and height in millimetres',
    columns: ['Size', 'Wrist (cm)', 'Inner width (mm)', 'Inner height (mm)'],
    rows: [
      ['XS', '13–14', '52', '42'],
      ['S', '14–15', '55', '45'],
      ['M', '15–16', '58', '48'],
      ['L', '16–17', '61', '51'],
      ['XL', '17–18', '64', '54'],
    ],
  },
];
