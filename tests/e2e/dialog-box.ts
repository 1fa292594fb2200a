import type { Locator } from "@playwright/test";

/**
 * Where an open dialog's box lies in the viewport, and what is wrong with it: outside the viewport,
 * or not centred (left and right gaps, and top and bottom gaps, more than 2 px apart). A box that
 * fills the viewport's width or height has no gaps on that axis, which counts as centred.
 */
export async function dialogBoxProblems(dialog: Locator): Promise<string[]> {
  const box = await dialog.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const root = document.documentElement;
    return {
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
      width: root.clientWidth,
      height: root.clientHeight,
    };
  });
  const round = (value: number) => Math.round(value * 10) / 10;
  const gaps = {
    left: round(box.left),
    right: round(box.width - box.right),
    top: round(box.top),
    bottom: round(box.height - box.bottom),
  };
  const problems: string[] = [];
  const at = `box ${round(box.left)},${round(box.top)} to ${round(box.right)},${round(box.bottom)} in ${box.width}x${box.height}`;
  if (gaps.left < -0.5 || gaps.right < -0.5 || gaps.top < -0.5 || gaps.bottom < -0.5)
    problems.push(`outside the viewport (${at})`);
  if (Math.abs(gaps.left - gaps.right) > 2)
    problems.push(`not centred across: left gap ${gaps.left}, right gap ${gaps.right} (${at})`);
  if (Math.abs(gaps.top - gaps.bottom) > 2)
    problems.push(`not centred down: top gap ${gaps.top}, bottom gap ${gaps.bottom} (${at})`);
  return problems;
}
