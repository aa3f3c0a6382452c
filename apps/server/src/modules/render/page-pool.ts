import type { Page } from 'playwright-core';

// At most `size` pages print at once (2 on a 2-core server: Chromium's renderer and the PDF writer each take a core);
// later calls wait in line. A page is reused, and replaced after `maxUses` prints so that no page grows without end.

export class PagePool {
  private readonly idle: Page[] = [];
  private readonly uses = new WeakMap<Page, number>();
  private readonly waiting: (() => void)[] = [];
  private active = 0;

  constructor(
    private readonly size: number,
    private readonly open: () => Promise<Page>,
    private readonly maxUses = 200,
  ) {}

  async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    await this.enter();
    let page: Page | undefined;
    try {
      page = await this.take();
      const result = await work(page);
      this.giveBack(page);
      return result;
    } catch (error) {
      // A page that failed may be in any state: never reuse it.
      await page?.close().catch(() => undefined);
      throw error;
    } finally {
      this.leave();
    }
  }

  /** Forgets the idle pages (their browser is gone or closing). */
  clear(): void {
    this.idle.length = 0;
  }

  private async take(): Promise<Page> {
    for (let page = this.idle.pop(); page; page = this.idle.pop()) if (!page.isClosed()) return page;
    return this.open();
  }

  private giveBack(page: Page): void {
    const used = (this.uses.get(page) ?? 0) + 1;
    this.uses.set(page, used);
    if (used >= this.maxUses) void page.close().catch(() => undefined);
    else this.idle.push(page);
  }

  private enter(): Promise<void> {
    if (this.active < this.size) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
