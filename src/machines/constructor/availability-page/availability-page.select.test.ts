import { moveInGrid } from './availability-page.select';

// Two floors of one tower (3 units above, 2 below) and a one-unit floor of the next tower.
const rows = [[1, 2, 3], [4, 5], [6]];

describe('moving through the board with the keyboard', () => {
  it('moves along a floor and stops at its ends', () => {
    expect(moveInGrid(rows, 1, 'ArrowRight')).toBe(2);
    expect(moveInGrid(rows, 3, 'ArrowRight')).toBeNull();
    expect(moveInGrid(rows, 1, 'ArrowLeft')).toBeNull();
    expect(moveInGrid(rows, 2, 'End')).toBe(3);
    expect(moveInGrid(rows, 3, 'Home')).toBe(1);
  });

  it('moves to the same place on the floor below or above, or the last cell of a shorter floor', () => {
    expect(moveInGrid(rows, 2, 'ArrowDown')).toBe(5);
    expect(moveInGrid(rows, 3, 'ArrowDown')).toBe(5);
    expect(moveInGrid(rows, 5, 'ArrowDown')).toBe(6);
    expect(moveInGrid(rows, 6, 'ArrowDown')).toBeNull();
    expect(moveInGrid(rows, 4, 'ArrowUp')).toBe(1);
    expect(moveInGrid(rows, 1, 'ArrowUp')).toBeNull();
    expect(moveInGrid(rows, 1, 'a')).toBeNull();
  });
});
