/**
 * Particle effects (celebrate) on a Pixi canvas laid over the stage. pixi.js loads with the
 * first effect that needs it; without WebGL the effect still completes (nothing is drawn).
 */
import type { Application, Graphics } from "pixi.js";

const COLORS = [0xf43f5e, 0xf59e0b, 0x10b981, 0x3b82f6, 0x8b5cf6, 0xec4899, 0xfacc15];

interface Particle {
  g: Graphics;
  vx: number;
  vy: number;
  spin: number;
  life: number;
}

export class ParticleOverlay {
  private app: Promise<Application | null> | undefined;
  private readonly particles = new Set<Particle>();
  private readonly bursts = new Set<{ until: number; resolve: () => void }>();

  constructor(
    private readonly container: () => HTMLElement | null,
    private readonly width: number,
    private readonly height: number,
  ) {}

  private ensure(): Promise<Application | null> {
    this.app ??= (async () => {
      const host = this.container();
      if (!host) return null;
      try {
        // The app's CSP forbids eval: Pixi then needs its eval-free shader and uniform code.
        const [{ Application }] = await Promise.all([
          import("pixi.js"),
          import("pixi.js/unsafe-eval"),
        ]);
        const app = new Application();
        await app.init({
          width: this.width,
          height: this.height,
          backgroundAlpha: 0,
          antialias: true,
          autoStart: true,
          preference: "webgl",
        });
        const canvas = app.canvas;
        canvas.className = "eg-particles";
        canvas.setAttribute("aria-hidden", "true");
        host.appendChild(canvas);
        app.ticker.add((ticker) => this.step(ticker.deltaMS));
        return app;
      } catch (error) {
        console.warn("particles unavailable", error);
        return null;
      }
    })();
    return this.app;
  }

  /** A burst of confetti at (x, y) in stage pixels; resolves when it has faded. */
  async celebrate(x: number, y: number, intensity: number, durationMs: number): Promise<void> {
    const app = await this.ensure();
    if (!app) return;
    const { Graphics } = await import("pixi.js");
    const count = Math.round(40 + 30 * Math.max(0, Math.min(10, intensity)));
    for (let i = 0; i < count; i++) {
      const g = new Graphics().rect(-5, -3, 10, 6).fill(COLORS[i % COLORS.length]!);
      g.position.set(x, y);
      g.rotation = Math.random() * Math.PI;
      const angle = -Math.PI / 2 + (Math.random() - 0.5) * Math.PI * 1.2;
      const speed = 0.35 + Math.random() * 0.6;
      app.stage.addChild(g);
      this.particles.add({
        g,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        spin: (Math.random() - 0.5) * 0.02,
        life: durationMs,
      });
    }
    await new Promise<void>((resolve) =>
      this.bursts.add({ until: performance.now() + durationMs, resolve }),
    );
  }

  private step(dt: number): void {
    for (const p of this.particles) {
      p.vy += 0.0012 * dt; // gravity, px/ms²
      p.g.x += p.vx * dt;
      p.g.y += p.vy * dt;
      p.g.rotation += p.spin * dt;
      p.life -= dt;
      p.g.alpha = Math.max(0, Math.min(1, p.life / 400));
      if (p.life <= 0 || p.g.y > this.height + 20) {
        p.g.destroy();
        this.particles.delete(p);
      }
    }
    const now = performance.now();
    for (const b of this.bursts) {
      if (now >= b.until) {
        this.bursts.delete(b);
        b.resolve();
      }
    }
  }

  /** Whether a burst is on screen (for tests and the e2e check). */
  get active(): number {
    return this.particles.size;
  }

  async dispose(): Promise<void> {
    const app = await this.app;
    app?.destroy(true, { children: true });
    for (const b of this.bursts) b.resolve();
  }
}
