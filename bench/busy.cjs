// One busy process for the bench's "under load" column: spins on the CPU until killed, as a CI
// host or a laptop compiling something does beside the command measured. run.mjs starts
// os.availableParallelism() x 3 of them.
let x = 0;
for (;;) x = (x * 1103515245 + 12345) % 2147483648;
