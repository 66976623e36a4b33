// @vitest-environment node
import { addListEntry, cleanList, removeListEntry } from './list-entries';

describe('list entries', () => {
  it('adds trimmed entries and ignores empty ones', () => {
    expect(addListEntry([], '  Cabinet Vision  ')).toEqual(['Cabinet Vision']);
    expect(addListEntry(['Mozaik'], '   ')).toEqual(['Mozaik']);
    expect(addListEntry(['Mozaik'], '')).toEqual(['Mozaik']);
  });

  it('ignores an entry that is already there, whatever its case', () => {
    expect(addListEntry(['Mozaik'], 'mozaik')).toEqual(['Mozaik']);
  });

  it('does not change the list it was given', () => {
    const list = ['A'];
    addListEntry(list, 'B');
    expect(list).toEqual(['A']);
  });

  it('removes by position and cleans a list for sending', () => {
    expect(removeListEntry(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
    expect(cleanList([' A ', '', '  ', 'B'])).toEqual(['A', 'B']);
  });
});
