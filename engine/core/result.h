// Errors as values for every edge that reads text (deal files, URLs, command lines). The
// wasm engine is built without exceptions, so parsers return a Result instead of throwing.
#pragma once
#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace sol {

// A human-readable reason why some input was rejected, e.g. "line 3: unknown card 'QX'".
struct Error {
    std::string message;
};

// Either a value or an Error, never both. Reading value() of a failed Result is a bug
// (asserted), so callers test ok() first.
template <class T>
class Result {
  public:
    Result(T value) : value_(std::move(value)) {}
    Result(Error error) : error_(std::move(error.message)) {}

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    const T& value() const& {
        assert(ok() && "Result::value() on an error: test ok() first");
        return *value_;
    }
    T& value() & {
        assert(ok() && "Result::value() on an error: test ok() first");
        return *value_;
    }
    T&& value() && {
        assert(ok() && "Result::value() on an error: test ok() first");
        return std::move(*value_);
    }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    // The error message; empty when ok().
    const std::string& error() const { return error_; }

  private:
    std::optional<T> value_;
    std::string error_;
};

} // namespace sol
