import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from '@/lib/adopt-styles';

afterEach(() => document.getElementById('part-styles')?.remove());

describe('adoptStyles', () => {
  it("adds the part's stylesheet after the page's own, once however often its code loads", () => {
    const pageSheet = document.createElement('link');
    pageSheet.rel = 'stylesheet';
    document.head.append(pageSheet);
    adoptStyles('part-styles', '.chip { color: red }');
    adoptStyles('part-styles', '.chip { color: blue }');
    const adopted = document.head.querySelectorAll('#part-styles');
    expect(adopted).toHaveLength(1);
    expect(adopted[0]?.textContent).toBe('.chip { color: red }');
    expect(pageSheet.compareDocumentPosition(adopted[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    pageSheet.remove();
  });
});
