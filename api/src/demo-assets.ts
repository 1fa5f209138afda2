/** The demo game's files, generated rather than shipped: a note with the riddle and a chime. */

/** A handwritten-looking note with the arithmetic riddle whose answers are the lock's digits. */
export function demoNoteSvg(): string {
  const lines = [
    ["①", "2 · 3"],
    ["②", "10 − 1"],
    ["③", "12 : 4"],
    ["④", "5 − 5"],
  ];
  const rows = lines
    .map(
      ([n, task], i) =>
        `<text x="60" y="${170 + i * 62}" font-size="38" fill="#1e293b">${n}  ${task}  = ?</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="460" viewBox="0 0 480 460">
<defs><filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-opacity="0.25"/></filter></defs>
<g transform="rotate(-3 240 230)" filter="url(#s)">
<rect x="30" y="30" width="420" height="400" rx="6" fill="#fef9c3"/>
<rect x="30" y="30" width="420" height="48" rx="6" fill="#fde047"/>
<rect x="200" y="18" width="80" height="28" rx="4" fill="#cbd5e1" opacity="0.8"/>
<text x="60" y="118" font-size="30" font-weight="700" fill="#7c2d12" font-family="Comic Sans MS, Segoe Print, cursive">Der Code für die Tür:</text>
<g font-family="Comic Sans MS, Segoe Print, cursive">${rows}</g>
<text x="60" y="410" font-size="22" fill="#64748b" font-family="Comic Sans MS, Segoe Print, cursive">– Prof. Kolbe</text>
</g></svg>`;
}

/** A short rising chime (C5, E5, G5, C6) as 16-bit mono PCM WAV. */
export function demoChimeWav(sampleRate = 22_050): Buffer {
  const notes = [523.25, 659.25, 783.99, 1046.5];
  const noteSeconds = 0.16;
  const tail = 0.5;
  const total = Math.round(sampleRate * (noteSeconds * notes.length + tail));
  const samples = new Int16Array(total);
  notes.forEach((freq, i) => {
    const start = Math.round(i * noteSeconds * sampleRate);
    const length = total - start;
    for (let t = 0; t < length; t++) {
      const s = t / sampleRate;
      const envelope = Math.min(1, s / 0.005) * Math.exp(-s * 5);
      const value =
        envelope *
        (Math.sin(2 * Math.PI * freq * s) + 0.3 * Math.sin(4 * Math.PI * freq * s)) *
        0.22;
      samples[start + t] = Math.max(-32768, Math.min(32767, samples[start + t]! + value * 32767));
    }
  });
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
