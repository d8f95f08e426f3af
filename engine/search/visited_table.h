// The transposition tables of the searches: the set of positions already entered (the
// depth-first search), or a small value per position (the fewest moves the admissible
// best-first search reached it with).
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

namespace sol::search {

// The bytes held by all key tables of the process together, now and at most since the
// last reset: what a solve that runs several searches side by side (main, restarts,
// relaxation) spends on tables, counted with both arrays of a doubling. Tests check that
// the whole stays within the caller's memory limit.
std::size_t visited_tables_bytes();
std::size_t visited_tables_peak_bytes();
void reset_visited_tables_peak();
namespace detail {
void count_table_alloc(std::size_t bytes);
void count_table_free(std::size_t bytes);
// The tables' arrays: `bytes` zeroed, or nullptr when the system refuses them. A large
// array asks for large pages where the system offers them on request (Linux's transparent
// huge pages in "madvise" mode): a table many times larger than the caches misses the
// address translation's cache too on nearly every lookup, and 2 MB pages take most of
// those misses away (Klondike draw 3 seed 8364 at 15 M nodes, 8 alternating runs: 0.88 of
// the time, the same nodes). Elsewhere (WebAssembly) it is a plain zeroed allocation.
void* zeroed_array(std::size_t bytes) noexcept;
// Frees an array of zeroed_array(bytes) (or of doubled_array(p, bytes / 2)).
void free_array(void* p, std::size_t bytes) noexcept;
// An array of 2 * `bytes` whose first half holds the array `p` of `bytes` (which is then
// gone) and whose second half is zeroed, or nullptr (`p` untouched) where that cannot be
// done without copying: only large arrays on Linux, whose pages are moved, not copied. A
// doubling then needs fresh pages for the new half only: a fresh page costs a fault and
// the system's zeroing, and a Klondike search over classes spent 7.5% of its time there
// (draw 3 seed 2246 at 36 M nodes, its table doubling to 256 MB).
void* doubled_array(void* p, std::size_t bytes) noexcept;
struct FreeArray {
    std::size_t bytes = 0;
    void operator()(void* p) const noexcept { free_array(p, bytes); }
};
template <class T>
using Array = std::unique_ptr<T[], FreeArray>;
// An Array of n zeroed T (integers): empty when refused.
template <class T>
Array<T> zeroed(std::size_t n) noexcept {
    return Array<T>(static_cast<T*>(zeroed_array(n * sizeof(T))), FreeArray{n * sizeof(T)});
}
// `a` (n T) doubled by doubled_array; `a` is left empty when done, untouched when not.
template <class T>
Array<T> doubled(Array<T>& a, std::size_t n) noexcept {
    void* p = doubled_array(a.get(), n * sizeof(T));
    if (!p) return Array<T>(nullptr, FreeArray{2 * n * sizeof(T)});
    (void)a.release();
    return Array<T>(static_cast<T*>(p), FreeArray{2 * n * sizeof(T)});
}
} // namespace detail

// What an insert did: stored a new key, found it there, or could not store it.
enum class TableInsert : std::uint8_t { Added, Present, Full };

// The value type of a table that is only a set of keys.
struct NoValue {};

// 64-bit position keys with open addressing (linear probing) in one flat array, and with
// `Value` (unless NoValue) one value per key in a parallel array. A key is its own hash
// (Zobrist keys are uniformly random), 0 marks an empty slot, so a real key 0 is stored as
// 1 (a collision of probability 2^-64, like any other).
//
// The table starts small, because most deals are decided in a few thousand nodes and
// clearing a large table would cost more than solving them, and doubles whenever it is
// half full, as long as the old and new arrays together fit the byte budget. Once it can
// no longer grow it fills to 7/8 and then reports Full, which the search turns into
// Unknown(MemoryLimit). Invariant: size_ < capacity, so every probe loop ends.
template <class Value>
class KeyTable {
    static constexpr bool VALUED = !std::is_same_v<Value, NoValue>;
    static constexpr std::size_t SLOT_BYTES = sizeof(std::uint64_t) + (VALUED ? sizeof(Value) : 0);

  public:
    using Insert = TableInsert;

    explicit KeyTable(std::size_t max_bytes, std::size_t initial_slots = 1 << 14)
        : max_bytes_(max_bytes) {
        assert((initial_slots & (initial_slots - 1)) == 0 && "capacity must be a power of two");
        // Never start above the budget: shrink the first array until it fits (at least 1 KB).
        while (initial_slots > 128 && initial_slots * SLOT_BYTES > max_bytes) initial_slots /= 2;
        slots_ = detail::zeroed<std::uint64_t>(initial_slots);
        if constexpr (VALUED) values_ = detail::zeroed<Value>(initial_slots);
        if (!slots_ || (VALUED && !values_)) throw_bad_alloc();
        mask_ = initial_slots - 1;
        detail::count_table_alloc(bytes());
        grow_at_ = initial_slots / 2;
    }
    ~KeyTable() {
        if (slots_) detail::count_table_free(bytes());
    }
    KeyTable(const KeyTable&) = delete;
    KeyTable& operator=(const KeyTable&) = delete;

    // Adds `key` (with `value`); says whether it was new, already there (its value kept),
    // or could not be stored.
    Insert insert(std::uint64_t key, Value value = Value{}) {
        if (key == 0) key = 1;
        std::size_t i = std::size_t(key) & mask_;
        while (slots_[i]) {
            if (slots_[i] == key) return Insert::Present;
            i = (i + 1) & mask_;
        }
        if (size_ >= grow_at_) {
            if (!grow()) return Insert::Full;
            i = empty_slot(key); // the array changed: probe again
        }
        slots_[i] = key;
        if constexpr (VALUED) values_[i] = value;
        ++size_;
        return Insert::Added;
    }

    bool contains(std::uint64_t key) const { return slot_of(key) != NONE; }

    // The value stored with `key`, or nullptr (valued tables only).
    Value* find(std::uint64_t key) requires VALUED {
        const std::size_t i = slot_of(key);
        return i == NONE ? nullptr : &values_[i];
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

    // Empties the table, keeping its array (already in memory: no fresh pages to fault in).
    void clear() {
        std::fill(slots_.get(), slots_.get() + mask_ + 1, std::uint64_t(0));
        size_ = 0;
    }

    std::size_t size() const {
        return size_;
    }
    // Whether the next insert of a new key first doubles the array (a copy of every key).
    bool grows_next() const {
        return size_ >= grow_at_ && !at_max_;
    }
    std::size_t bytes() const {
        return (mask_ + 1) * SLOT_BYTES;
    }
    // Lowers the budget of later doublings (a search whose other structures grow gives the
    // table only what they leave). The array held now is kept whatever the new budget.
    void set_max_bytes(std::size_t max_bytes) {
        max_bytes_ = max_bytes;
    }

  private:
    static constexpr std::size_t NONE = ~std::size_t(0);

    // The first empty slot of `key`'s probe sequence (a key not in the table; one empty slot
    // at least).
    std::size_t empty_slot(std::uint64_t key) const {
        std::size_t i = std::size_t(key) & mask_;
        while (slots_[i]) i = (i + 1) & mask_;
        return i;
    }

    std::size_t slot_of(std::uint64_t key) const {
        if (key == 0) key = 1;
        for (std::size_t i = std::size_t(key) & mask_; slots_[i]; i = (i + 1) & mask_)
            if (slots_[i] == key) return i;
        return NONE;
    }

    // Makes room for one more key; false when the budget forbids it.
    bool grow() {
        if (at_max_) return false;
        const std::size_t old_capacity = mask_ + 1;
        const std::size_t new_capacity = old_capacity * 2;
        // While rehashing, the old and the new arrays are both alive. Allocation failure (a
        // browser refusing more wasm memory) is treated like the budget being reached.
        detail::Array<std::uint64_t> fresh;
        detail::Array<Value> fresh_values;
        if ((old_capacity + new_capacity) * SLOT_BYTES <= max_bytes_) {
            if constexpr (!VALUED) {
                // (Counted as both arrays, as below: the budget and its figures stay the same.)
                fresh = detail::doubled(slots_, old_capacity);
                if (fresh) {
                    detail::count_table_alloc(new_capacity * SLOT_BYTES);
                    slots_ = std::move(fresh);
                    rehash_in_place(old_capacity);
                    detail::count_table_free(old_capacity * SLOT_BYTES);
                    grow_at_ = new_capacity / 2;
                    return true;
                }
            }
            fresh = detail::zeroed<std::uint64_t>(new_capacity);
            if constexpr (VALUED)
                if (fresh) fresh_values = detail::zeroed<Value>(new_capacity);
        }
        if (!fresh || (VALUED && !fresh_values)) {
            // Use the array we have up to 7/8 full; linear probing is still fine there.
            at_max_ = true;
            grow_at_ = old_capacity - old_capacity / 8;
            return size_ < grow_at_;
        }
        detail::count_table_alloc(new_capacity * SLOT_BYTES);
        detail::Array<std::uint64_t> old = std::move(slots_);
        detail::Array<Value> old_values = std::move(values_);
        slots_ = std::move(fresh);
        values_ = std::move(fresh_values);
        mask_ = new_capacity - 1;
        for (std::size_t i = 0; i < old_capacity; ++i) {
            const std::uint64_t key = old[i];
            if (!key) continue;
            const std::size_t j = empty_slot(key);
            slots_[j] = key;
            if constexpr (VALUED) values_[j] = old_values[i];
        }
        old.reset();
        old_values.reset();
        detail::count_table_free(old_capacity * SLOT_BYTES);
        grow_at_ = new_capacity / 2;
        return true;
    }

    // Moves the keys of the first half of slots_ (`old_capacity` slots, the second half empty)
    // to their places in the whole array. Invariant of the sweep below: no key placed is ever
    // beyond a slot still to be swept in its probe sequence, so none of the slots that the
    // sweep empties later lies between a placed key and its home. The sweep starts after an
    // empty slot e, so every key it meets has its home between e and its slot; the keys before
    // e (perhaps wrapped round from the end) wait, and so does a key whose probe would wrap
    // round to the first half: both go in once every other key is placed. A key keeping its
    // home (the new mask's top bit clear) lands at or before the slot it is taken from (its
    // probe meets only swept slots, and that one is now empty); a key moving up lands in the
    // second half, which holds only keys placed.
    void rehash_in_place(std::size_t old_capacity) {
        mask_ = 2 * old_capacity - 1;
        std::uint64_t* s = slots_.get();
        std::size_t e = 0;
        while (s[e]) ++e; // size_ < old_capacity: there is an empty slot
        std::vector<std::uint64_t> waiting(s, s + e);
        std::fill(s, s + e, std::uint64_t(0));
        for (std::size_t i = e + 1; i < old_capacity; ++i) {
            const std::uint64_t key = s[i];
            if (!key) continue;
            s[i] = 0;
            std::size_t j = std::size_t(key) & mask_;
            while (s[j] && j != mask_) ++j;
            if (s[j]) {
                waiting.push_back(key); // its probe would wrap round
                continue;
            }
            s[j] = key;
        }
        for (const std::uint64_t key : waiting) s[empty_slot(key)] = key;
    }

    // The first arrays, like `new` without a place to return failure: an exception where
    // the build has them, else the end of the program (as `new` does there).
    [[noreturn]] static void throw_bad_alloc() {
#if defined(__cpp_exceptions)
        throw std::bad_alloc();
#else
        std::abort();
#endif
    }

    detail::Array<std::uint64_t> slots_;
    detail::Array<Value> values_; // empty unless VALUED
    std::size_t mask_ = 0;        // capacity - 1; capacity is a power of two
    std::size_t size_ = 0;        // keys stored
    std::size_t grow_at_ = 0;     // size at which the next insert first tries to grow
    std::size_t max_bytes_;
    bool at_max_ = false; // cannot double any more: fill to 7/8 instead
};

// The set of positions entered (the depth-first search's table).
using VisitedTable = KeyTable<NoValue>;

} // namespace sol::search
