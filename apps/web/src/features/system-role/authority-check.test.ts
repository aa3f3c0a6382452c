import { describe, expect, it } from 'vitest';
import { TREE } from './authority-tree.fixture';
import { checkState, heldFromPermissions, permissionsToSave, toggle } from './authority-check';

describe('authority tree checks', () => {
  it('checking a page grants it with all its functions; a fully checked section is not sent', () => {
    let held = toggle(TREE, new Set(), 'system:account');
    expect(permissionsToSave(TREE, held)).toEqual(['system:account', 'system:account:create', 'system:account:update', 'system:account:delete']);
    held = toggle(TREE, held, 'system:log');
    expect(checkState(TREE, held).checked).toContain('system');
    expect(permissionsToSave(TREE, held)).not.toContain('system');
  });

  it('a function alone half-checks its page and section and sends the page with the function', () => {
    const held = toggle(TREE, new Set(), 'system:account:update');
    expect(checkState(TREE, held)).toEqual({ checked: ['system:account:update'], halfChecked: ['system:account', 'system'] });
    expect(permissionsToSave(TREE, held)).toEqual(['system:account', 'system:account:update']);
  });

  it('clearing the last function keeps the page as view-only (half-checked); clicking it again fills it, then clears it', () => {
    let held = toggle(TREE, new Set(), 'system:account:update');
    held = toggle(TREE, held, 'system:account:update');
    expect(permissionsToSave(TREE, held)).toEqual(['system:account']);
    expect(checkState(TREE, held).halfChecked).toContain('system:account');
    held = toggle(TREE, held, 'system:account');
    expect(permissionsToSave(TREE, held)).toHaveLength(4);
    held = toggle(TREE, held, 'system:account');
    expect(permissionsToSave(TREE, held)).toEqual([]);
  });

  it('reads stored permissions: unknown keys and sections dropped, a function brings its page', () => {
    expect([...heldFromPermissions(TREE, ['system', 'oa:notice:send', 'nope:x'])].sort()).toEqual(['oa:notice', 'oa:notice:send']);
  });
});
