// A course-style Connect 4 bot for the referee's tests: `node leftmost-column.mjs <state> <colour>`
// prints the 0-based column of the leftmost column that is not full (row 5 is the top).
const [state] = process.argv.slice(2);
const top = state.split(',')[5];
console.log(top.indexOf('.'));
