import LayoutEngine
import SQLite

/// One line of `layouts list`.
public struct LayoutSummary: Hashable, Sendable {
    public var name: String
    public var latestRevision: Int
    public var revisionCount: Int
    public var sectionCount: Int
    /// The latest revision's cells: the sum of its sections' item counts; nil when the sum
    /// does not fit in an `Int` or the revision cannot be read.
    public var cellCount: Int?
    public var lastMessage: String
    /// ISO-8601, UTC.
    public var updatedAt: String
    /// Why the latest revision cannot be used (damaged or no longer decodes), one line each;
    /// empty when it can.
    public var problems: [String] = []

    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "latestRevision": .number(Double(latestRevision)),
            "revisions": .number(Double(revisionCount)), "sections": .number(Double(sectionCount)),
            "cells": cellCount.map { .number(Double($0)) } ?? .null, "lastMessage": .string(lastMessage),
            "updatedAt": .string(updatedAt),
        ]
        if !problems.isEmpty { members["problems"] = .array(problems.map(JSONValue.string)) }
        return .object(members)
    }
}

/// The metadata of one immutable revision.
public struct RevisionInfo: Hashable, Sendable {
    public var layout: String
    public var number: Int
    public var parent: Int?
    /// SHA-256 of the canonical JSON, lowercase hex.
    public var contentHash: String
    public var message: String
    /// ISO-8601, UTC.
    public var createdAt: String
    public var sectionCount: Int

    public var jsonValue: JSONValue {
        .object([
            "layout": .string(layout), "revision": .number(Double(number)),
            "parent": parent.map { .number(Double($0)) } ?? .null, "contentHash": .string(contentHash),
            "message": .string(message), "createdAt": .string(createdAt), "sections": .number(Double(sectionCount)),
        ])
    }
}

/// A revision with its document.
public struct StoredRevision: Hashable, Sendable {
    public var info: RevisionInfo
    public var document: LayoutDocument
}

/// What `save` did.
public enum SaveOutcome: Hashable, Sendable {
    /// A new revision was written.
    case created(RevisionInfo)
    /// The document equals the latest revision; nothing was written.
    case unchanged(RevisionInfo)
}

/// A section used by a stored revision, as found by its content hash.
public struct SectionUse: Hashable, Sendable {
    public var layout: String
    public var revision: Int
    public var position: Int
    public var section: String
}

/// A solution and whether it came from the frame cache.
public struct SolveOutcome: Sendable {
    public var solution: Solution
    public var fromCache: Bool
    /// Why a fresh solution could not be stored in the cache, if it could not; the solution
    /// itself is still right.
    public var cacheWriteError: DatabaseError?

    public init(solution: Solution, fromCache: Bool, cacheWriteError: DatabaseError? = nil) {
        self.solution = solution
        self.fromCache = fromCache
        self.cacheWriteError = cacheWriteError
    }
}

/// The frame cache's figures.
public struct CacheStatistics: Hashable, Sendable {
    public var entries: Int
    public var bytes: Int
    public var limitBytes: Int
    public var hits: Int
    public var misses: Int

    public var jsonValue: JSONValue {
        .object([
            "entries": .number(Double(entries)), "bytes": .number(Double(bytes)),
            "limitBytes": .number(Double(limitBytes)), "hits": .number(Double(hits)),
            "misses": .number(Double(misses)), "solverVersion": .number(Double(solverVersion)),
        ])
    }
}

/// What `seed` did.
public struct SeedReport: Hashable, Sendable {
    public var created: [String] = []
    public var unchanged: [String] = []
    /// Examples whose name is taken by a layout with other content, left as they are.
    public var kept: [String] = []
    public var devices = 0
}
