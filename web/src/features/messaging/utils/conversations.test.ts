// @vitest-environment node
import type { Conversation } from '../types';
import { filterConversations, partnersLabel } from './conversations';

const ada = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron' };
const grace = { id: 13, username: 'grace', firstName: 'Grace', lastName: 'Hopper' };
const kitchen: Conversation = { projectId: 1, projectTitle: 'Shaker kitchen', partners: [ada] };
const vanity: Conversation = { projectId: 2, projectTitle: 'Bathroom vanity', partners: [ada, grace] };

describe('filterConversations', () => {
  it('matches the project title or a partner name, ignoring case and spaces around', () => {
    expect(filterConversations([kitchen, vanity], '  KITCHEN ')).toEqual([kitchen]);
    expect(filterConversations([kitchen, vanity], 'hopper')).toEqual([vanity]);
    expect(filterConversations([kitchen, vanity], '')).toEqual([kitchen, vanity]);
    expect(filterConversations([kitchen, vanity], 'garage')).toEqual([]);
  });
});

describe('partnersLabel', () => {
  it('names the one partner or counts the bidders', () => {
    expect(partnersLabel(kitchen)).toBe('Ada Byron');
    expect(partnersLabel(vanity)).toBe('2 bidders');
  });
});
