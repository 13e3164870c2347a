/**
 * `npm run videos`: renders the store's seed craft videos (the looping video block and the video gallery
 * of fixtures/content/pages/the-craft.json) from the SVG compositions in fixtures/art/, frame by frame with
 * sharp, and encodes them with ffmpeg into fixtures/images/videos/<name>.mp4, plus a <name>.webp poster
 * (for looping videos the first frame, so the poster and the video's start never differ).
 *
 * ffmpeg is not a project dependency: the videos are committed, and only whoever changes them needs it.
 * Point FFMPEG_PATH at any ffmpeg built with libx264, e.g. the static one inside the npm package
 * `@ffmpeg-installer/linux-x64` (`npm pack` it into /tmp and extract; do not add it to package.json):
 *   FFMPEG_PATH=/tmp/ffmpeg/package/ffmpeg npm run videos
 *
 * Encoding: H.264 High, yuv420p (BT.709 tagged), +faststart so playback starts before the file has
 * downloaded, no audio track, fixed settings and a single thread so a rerun gives the same bytes.
 * Why drawn and not filmed: docs/decisions/004-fixture-images.md.
 */
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CRAFT_VIDEOS, type VideoJob } from './video-scenes';
import { Svg } from '../fixtures/art/kit';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'fixtures', 'images', 'videos');
const FPS = 24;

function frameSvg(job: VideoJob, t: number): string {
  const s = new Svg(job.width, job.height);
  job.draw(s, t);
  return s.toString();
}

const rgb = (svg: string) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

/** Streams raw RGB frames into ffmpeg's stdin, honouring back-pressure. */
async function encode(ffmpeg: string, job: VideoJob, file: string): Promise<void> {
  const frames = Math.round(job.seconds * FPS);
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${job.width}x${job.height}`, '-r', String(FPS), '-i', '-'],
      ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
      ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(job.crf)],
      ...['-profile:v', 'high', '-level', '3.1', '-g', String(FPS * 2), '-threads', '1'],
      ...['-an', '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let i = 0; i < frames; i += 1) {
    const buffer = await rgb(frameSvg(job, i / frames));
    if (!child.stdin.write(buffer)) await new Promise((resolve) => child.stdin.once('drain', resolve));
  }
  child.stdin.end();
  await done;
}

async function main(): Promise<void> {
  const ffmpeg = process.env.FFMPEG_PATH;
  if (!ffmpeg) throw new Error('set FFMPEG_PATH to an ffmpeg binary with libx264 (see the comment at the top)');
  await mkdir(OUT, { recursive: true });
  const over: string[] = [];
  let total = 0;
  for (const job of CRAFT_VIDEOS) {
    const video = join(OUT, `${job.name}.mp4`);
    const poster = join(OUT, `${job.name}.webp`);
    await encode(ffmpeg, job, video);
    await sharp(Buffer.from(frameSvg(job, job.posterAt ?? 0)))
      .webp({ quality: 60, effort: 6 })
      .toFile(poster);
    const [videoSize, posterSize] = [(await stat(video)).size, (await stat(poster)).size];
    total += videoSize + posterSize;
    process.stdout.write(
      `${job.name}: ${(videoSize / 1024).toFixed(0)} KB video, ${(posterSize / 1024).toFixed(0)} KB poster\n`,
    );
    if (videoSize > job.budget * 1024)
      over.push(`${job.name}.mp4: ${(videoSize / 1024).toFixed(1)} KB > ${job.budget} KB`);
  }
  process.stdout.write(`${CRAFT_VIDEOS.length} videos written; ${(total / 1024).toFixed(0)} KB in all.\n`);
  if (over.length > 0) {
    process.stderr.write(`Over budget (ADR 004):\n  ${over.join('\n  ')}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${relative(ROOT, fileURLToPath(import.meta.url))}: ${String(error)}\n`);
  process.exitCode = 1;
});
