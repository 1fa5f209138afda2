/**
 * A reason the server cannot start that the operator can fix (a directory's permissions, a
 * missing setting): printed as its message alone, without a stack, before the process exits.
 */
export class StartupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupProblem";
  }
}
