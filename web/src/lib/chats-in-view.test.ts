// @vitest-environment node
import { isChatShown, showChat } from './chats-in-view';

describe('chats in view', () => {
  it('knows the chats on screen, counting a chat mounted twice', () => {
    expect(isChatShown(4, 12)).toBe(false);
    const first = showChat(4, 12);
    const second = showChat(4, 12);
    expect(isChatShown(4, 12)).toBe(true);
    expect(isChatShown(4, 13)).toBe(false);
    expect(isChatShown(5, 12)).toBe(false);
    first();
    expect(isChatShown(4, 12)).toBe(true);
    second();
    expect(isChatShown(4, 12)).toBe(false);
  });
});
