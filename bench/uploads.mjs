// Photo uploads under load, on loopback: the server's memory while a client streams far more
// than one photo's bytes, and while it receives and decodes many large photos at once.
import { readFileSync } from "node:fs";
import http from "node:http";

import sharp from "sharp";

const MB = 1024 * 1024;

/** A 24-megapixel photo of noise, about 9 MB: as hard to decode and as large as the API takes. */
export async function largePhoto() {
  return sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: "#7a8b6c",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Resident memory of a process in bytes: its current size and its peak so far (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))[1]) * 1024;
  return { pid, rss: field("VmRSS"), peak: field("VmHWM") };
}

/** Samples a process's resident memory every `everyMs` until stopped; resolves with the highest. */
function sampleMemory(pid, everyMs = 20) {
  let highest = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, memoryOf(pid).rss);
    } catch {
      // the process is gone
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/**
 * The highest resident size since `before`: VmHWM is exact but covers the process's whole life,
 * so it counts only if it rose meanwhile; otherwise the highest sample does.
 */
function peakSince(before, sampledPeak) {
  const after = memoryOf(before.pid);
  return after.peak > before.peak ? after.peak : sampledPeak;
}

function postPhoto(origin, photo) {
  const form = new FormData();
  form.append("file", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  return fetch(`${origin}/api/uploads`, { method: "POST", body: form }).then(
    async (response) => {
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get("retry-after") };
    },
    () => ({ status: 0, retryAfter: null }),
  );
}

/**
 * A multipart body of `totalBytes` sent chunked (no Content-Length), produced as the socket takes
 * it; stops sending when the answer arrives. Resolves with the status and the bytes sent.
 */
function streamOversized(origin, totalBytes) {
  const boundary = "----bench-boundary";
  return new Promise((resolve) => {
    let sent = 0;
    let finished = false;
    const done = (status) => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ status, sentBytes: sent });
    };
    const request = http.request(`${origin}/api/uploads`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    request.on("response", (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    request.on("error", () => done(0));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const chunk = Buffer.alloc(256 * 1024, 0x5a);
    const pump = () => {
      while (!finished && sent < totalBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!finished) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

const tally = (statuses) => {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * Against a running server (its pid for /proc): one 300 MB chunked upload, then `count`
 * concurrent uploads of `photo`. Memory is the server's resident set, sampled every 20 ms.
 */
export async function uploadMemory(origin, pid, { count = 20, photo, log } = {}) {
  photo ??= await largePhoto();
  const { width, height } = await sharp(photo).metadata();
  // Warm-up: the first upload loads the route and sharp.
  await postPhoto(origin, photo);
  // The oversized body first, while memory is at its resting size.
  const oversizeBefore = memoryOf(pid);
  const stopOversize = sampleMemory(pid);
  const streamed = await streamOversized(origin, 300 * MB);
  const oversize = {
    declaredBytes: 300 * MB,
    status: streamed.status,
    sentMB: Math.round(streamed.sentBytes / MB),
    rssBeforeMB: Math.round(oversizeBefore.rss / MB),
    rssPeakMB: Math.round(peakSince(oversizeBefore, stopOversize()) / MB),
  };
  log?.(`uploads: 300 MB chunked answered ${oversize.status} after ${oversize.sentMB} MB sent`);
  const before = memoryOf(pid);
  const stop = sampleMemory(pid);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, () => postPhoto(origin, photo)));
  const elapsedMs = Math.round(performance.now() - started);
  const sampledPeak = stop();
  const concurrent = {
    requests: count,
    photoBytes: photo.byteLength,
    photoPixels: `${width} × ${height}`,
    answers: tally(answers.map((answer) => answer.status)),
    retryAfter: answers.find((answer) => answer.status === 503)?.retryAfter ?? null,
    elapsedMs,
    rssBeforeMB: Math.round(before.rss / MB),
    rssPeakMB: Math.round(peakSince(before, sampledPeak) / MB),
  };
  log?.(
    `uploads: ${count} concurrent ${JSON.stringify(concurrent.answers)}, peak ${concurrent.rssPeakMB} MB`,
  );

  return { concurrent, oversize };
}
