// Just enough JSON for deal files (Solvitaire's format) and machine-readable CLI output.
// A full library would be a dependency for two small jobs; this reader builds a small tree
// and reports errors as values with line and column, and the writer streams compact text.
#pragma once
#include "core/result.h"
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sol {

struct JsonMember;

// A parsed JSON value. Numbers are kept as doubles (deal files only hold small integers);
// object members keep their order of appearance, and names are unique (the reader rejects
// a repeated one). Members are a named struct rather than std::pair: a pair of an
// incomplete JsonValue does not compile with clang and libstdc++ 12.
struct JsonValue {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<JsonValue> items;    // Array
    std::vector<JsonMember> members; // Object

    bool is_array() const { return type == Type::Array; }
    bool is_object() const { return type == Type::Object; }
    bool is_string() const { return type == Type::String; }
    const JsonValue* find(std::string_view key) const;
};

struct JsonMember {
    std::string name;
    JsonValue value;
};

// The reader's bounds: a document larger than these is an error, never a huge allocation
// (each value costs about 100 bytes in the tree, so the tree stays under ~10 MB). Deal
// files and the solver module's requests hold a few hundred values.
inline constexpr std::size_t JSON_MAX_VALUES = 1 << 16;
inline constexpr std::size_t JSON_MAX_BYTES = std::size_t(1) << 20;

// Parses one JSON document (RFC 8259; \u escapes outside ASCII become UTF-8). A document
// over JSON_MAX_BYTES or JSON_MAX_VALUES, nested deeper than 64, or with a member name
// repeated in one object is an error.
Result<JsonValue> parse_json(std::string_view text);

// `text` as a JSON string literal, quotes included; always valid UTF-8: a byte that is not
// part of a well-formed UTF-8 sequence is written as \ufffd (the replacement character).
std::string json_quote(std::string_view text);

// Streams compact JSON into a string. Commas are inserted automatically; the caller keeps
// begin/end calls balanced (asserted when the text is taken).
class JsonWriter {
  public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name); // inside an object, before each value
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(std::uint64_t number);
    JsonWriter& value(int number) { return value(std::int64_t(number)); }
    JsonWriter& value(double number);
    JsonWriter& value(bool flag);
    JsonWriter& null();
    // Appends already-formatted JSON as one value.
    JsonWriter& raw(std::string_view json);

    const std::string& str() const;

  private:
    void before_value();
    std::string out_;
    std::vector<bool> first_; // per open container: nothing written in it yet
    bool after_key_ = false;
};

} // namespace sol
