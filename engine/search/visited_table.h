// The transposition table of the depth-first search: the set of positions already entered.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>

namespace sol::search {

// A set of 64-bit position keys with open addressing (linear probing) in one flat array.
// A key is its own hash (Zobrist keys are uniformly random), 0 marks an empty slot, so a
// real key 0 is stored as 1 (a collision of probability 2^-64, like any other).
//
// The table starts small, because most deals are decided in a few thousand nodes and
// clearing a large table would cost more than solving them, and doubles whenever it is
// half full, as long as the old and new arrays together fit the byte budget. Once it can
// no longer grow it fills to 7/8 and then reports Full, which the search turns into
// Unknown(MemoryLimit). Invariant: size_ < capacity, so every probe loop ends.
class VisitedTable {
  public:
    enum class Insert : std::uint8_t { Added, Present, Full };

    explicit VisitedTable(std::size_t max_bytes, std::size_t initial_slots = 1 << 14);
    ~VisitedTable();
    VisitedTable(const VisitedTable&) = delete;
    VisitedTable& operator=(const VisitedTable&) = delete;

    // Adds `key`; says whether it was new, already there, or could not be stored.
    Insert insert(std::uint64_t key) {
        if (key == 0) key = 1;
        std::size_t i = std::size_t(key) & mask_;
        while (slots_[i]) {
            if (slots_[i] == key) return Insert::Present;
            i = (i + 1) & mask_;
        }
        if (size_ >= grow_at_) {
            if (!grow()) return Insert::Full;
            return insert_new(key); // the array may have changed: probe again
        }
        slots_[i] = key;
        ++size_;
        return Insert::Added;
    }

    bool contains(std::uint64_t key) const {
        if (key == 0) key = 1;
        for (std::size_t i = std::size_t(key) & mask_; slots_[i]; i = (i + 1) & mask_)
            if (slots_[i] == key) return true;
        return false;
    }

    // A hint that `key` will be looked up soon: starts loading its first slot into the cache.
    // The table is far larger than the caches, so each lookup is otherwise a memory miss.
    void prefetch(std::uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&slots_[std::size_t(key) & mask_]);
#else
        (void)key;
#endif
    }

    std::size_t size() const {
        return size_;
    }
    // Whether the next insert of a new key first doubles the array (a copy of every key).
    bool grows_next() const {
        return size_ >= grow_at_ && !at_max_;
    }
    std::size_t bytes() const {
        return (mask_ + 1) * sizeof(std::uint64_t);
    }
    // Lowers the budget of later doublings (a search whose other structures grow gives the
    // table only what they leave). The array held now is kept whatever the new budget.
    void set_max_bytes(std::size_t max_bytes) {
        max_bytes_ = max_bytes;
    }

  private:
    Insert insert_new(std::uint64_t key);
    bool grow(); // makes room for one more key; false when the budget forbids it

    std::unique_ptr<std::uint64_t[]> slots_;
    std::size_t mask_ = 0;    // capacity - 1; capacity is a power of two
    std::size_t size_ = 0;    // keys stored
    std::size_t grow_at_ = 0; // size at which the next insert first tries to grow
    std::size_t max_bytes_;
    bool at_max_ = false; // cannot double any more: fill to 7/8 instead
};

// The bytes held by all visited tables of the process together, now and at most since the
// last reset: what a solve that runs several searches side by side (main, restarts,
// relaxation) spends on tables, counted with both arrays of a doubling. Tests check that
// the whole stays within the caller's memory limit.
std::size_t visited_tables_bytes();
std::size_t visited_tables_peak_bytes();
void reset_visited_tables_peak();

} // namespace sol::search
