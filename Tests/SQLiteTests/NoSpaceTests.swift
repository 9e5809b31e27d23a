import Foundation
import SQLite
import Testing

/// Issue 35, item 13: the codes a full disk comes as, known as one (`DatabaseError.isNoSpace`),
/// whichever call of SQLite's ran out of room.
@Suite struct NoSpaceTests {
    /// SQLite reports a full disk as `SQLITE_FULL`, or as the I/O error of the call that ran out
    /// of room (4874, SQLITE_IOERR_SHMSIZE: growing the -shm file) with `ENOSPC` as its errno.
    @Test func theCodesOfAFullDiskAreNamedAsOne() {
        #expect(DatabaseError(code: .full, message: "database or disk is full").isNoSpace)
        #expect(DatabaseError(code: ResultCode(rawValue: 4874), message: "disk I/O error", systemErrno: ENOSPC).isNoSpace)
        #expect(DatabaseError(code: ResultCode(rawValue: 778), message: "disk I/O error", systemErrno: ENOSPC).isNoSpace)
        // The same codes for another cause are not a full disk.
        #expect(!DatabaseError(code: ResultCode(rawValue: 4874), message: "disk I/O error", systemErrno: EIO).isNoSpace)
        #expect(!DatabaseError(code: .readOnly, message: "attempt to write a readonly database", systemErrno: ENOSPC).isNoSpace)
        #expect(ResultCode(rawValue: 4874).name == "SQLITE_IOERR_SHMSIZE")
    }
}
