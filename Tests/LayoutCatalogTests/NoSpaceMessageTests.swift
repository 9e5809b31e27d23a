import Foundation
@testable import LayoutCatalog
import SQLite
import Testing

/// Issue 35, item 13, through the library: every way the catalogue turns an SQLite error into
/// its own says "no space left on device" for a full disk, never the bare code.
@Suite struct NoSpaceMessageTests {
    /// Growing the -shm file failed with ENOSPC: 4874 is SQLITE_IOERR (10) | 19 << 8.
    private let shmGrowth = DatabaseError(code: ResultCode(rawValue: 10 | 19 << 8), message: "disk I/O error",
                                          systemErrno: ENOSPC)

    @Test func aWriteFailureSaysNoSpace() {
        #expect(WriteFailure.cause(at: "/nowhere/c.sqlite", error: shmGrowth) == "no space left on device")
        #expect(WriteFailure.cause(at: "/nowhere/c.sqlite", error: DatabaseError(code: .full, message: "database or disk is full"))
            == "no space left on device")
        #expect(WriteFailure.catalogError(for: shmGrowth, at: "c.sqlite", action: "save x")?.description
            == "c.sqlite: cannot write the catalogue to save x: no space left on device; nothing was changed")
    }

    @Test func anyOtherErrorSaysNoSpaceToo() {
        #expect(CatalogError(shmGrowth).description == "no space left on device (SQLITE_IOERR_SHMSIZE)")
        #expect(CatalogError(shmGrowth, action: "clear the cache").description
            == "cannot clear the cache: no space left on device (SQLITE_IOERR_SHMSIZE)")
        // An I/O error of another cause keeps SQLite's report.
        let unreadable = DatabaseError(code: ResultCode(rawValue: 266), message: "disk I/O error", systemErrno: EIO)
        #expect(CatalogError(unreadable).description.hasPrefix("SQLite error 266 (SQLITE_IOERR_READ): disk I/O error"))
    }
}
