#include "core/json.h"
#include "core/input_text.h"
#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sol {

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const JsonMember& m : members)
        if (m.name == key) return &m.value;
    return nullptr;
}

namespace {

// Recursive-descent reader over a string_view; `error` is set once and stops everything.
class JsonReader {
  public:
    explicit JsonReader(std::string_view text) : text_(text) {}

    Result<JsonValue> read_document() {
        JsonValue v;
        if (text_.size() > JSON_MAX_BYTES)
            return Error{"JSON: the text is " + std::to_string(text_.size()) + " bytes (at most " +
                         std::to_string(JSON_MAX_BYTES) + ")"};
        skip_space();
        read_value(v, 0);
        skip_space();
        if (error_.empty() && pos_ != text_.size()) fail("unexpected text after the JSON value");
        if (!error_.empty()) return Error{error_};
        return v;
    }

  private:
    static constexpr int MAX_DEPTH = 64;

    void fail(const std::string& what) {
        if (!error_.empty()) return;
        int line = 1, col = 1;
        for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) {
            if (text_[i] == '\n')
                ++line, col = 1;
            else
                ++col;
        }
        error_ =
            "JSON line " + std::to_string(line) + ", column " + std::to_string(col) + ": " + what;
    }
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    void skip_space() {
        while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++pos_;
    }
    bool literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }

    void read_value(JsonValue& v, int depth) {
        if (depth > MAX_DEPTH) return fail("nested too deeply");
        if (++values_ > JSON_MAX_VALUES)
            return fail("more than " + std::to_string(JSON_MAX_VALUES) + " values");
        const char c = peek();
        if (c == '{') return read_object(v, depth);
        if (c == '[') return read_array(v, depth);
        if (c == '"') {
            v.type = JsonValue::Type::String;
            return read_string(v.string);
        }
        if (c == '-' || (c >= '0' && c <= '9')) return read_number(v);
        if (literal("true"))
            v.type = JsonValue::Type::Bool, v.boolean = true;
        else if (literal("false"))
            v.type = JsonValue::Type::Bool, v.boolean = false;
        else if (literal("null"))
            v.type = JsonValue::Type::Null;
        else
            fail(at_end() ? "unexpected end of input" : "unexpected character");
    }

    void read_object(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Object;
        ++pos_; // '{'
        skip_space();
        if (peek() == '}') return void(++pos_);
        for (;;) {
            skip_space();
            if (peek() != '"') return fail("expected a member name in quotes");
            std::string name;
            read_string(name);
            skip_space();
            if (peek() != ':') return fail("expected ':' after a member name");
            ++pos_;
            skip_space();
            JsonValue member;
            read_value(member, depth + 1);
            if (!error_.empty()) return;
            v.members.push_back(JsonMember{std::move(name), std::move(member)});
            skip_space();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            if (peek() == '}') {
                ++pos_;
                return check_unique(v);
            }
            return fail("expected ',' or '}' in an object");
        }
    }

    // A name given twice in one object is an error: which one counts would be a guess.
    void check_unique(const JsonValue& v) {
        std::vector<std::string_view> names;
        names.reserve(v.members.size());
        for (const JsonMember& m : v.members) names.push_back(m.name);
        std::sort(names.begin(), names.end());
        const auto twice = std::adjacent_find(names.begin(), names.end());
        if (twice != names.end()) fail("member " + quote_input(*twice) + " given twice");
    }

    void read_array(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Array;
        ++pos_; // '['
        skip_space();
        if (peek() == ']') return void(++pos_);
        for (;;) {
            skip_space();
            JsonValue item;
            read_value(item, depth + 1);
            if (!error_.empty()) return;
            v.items.push_back(std::move(item));
            skip_space();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            if (peek() == ']') return void(++pos_);
            return fail("expected ',' or ']' in an array");
        }
    }

    static void append_utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }

    bool read_hex4(unsigned& cp) {
        if (pos_ + 4 > text_.size()) return false;
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            cp <<= 4;
            if (h >= '0' && h <= '9')
                cp |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f')
                cp |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                cp |= unsigned(h - 'A' + 10);
            else
                return false;
        }
        return true;
    }

    void read_string(std::string& out) {
        ++pos_; // opening quote
        for (;;) {
            if (at_end()) return fail("unterminated string");
            const char c = text_[pos_++];
            if (c == '"') return;
            if (static_cast<unsigned char>(c) < 0x20) return fail("control character in string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_end()) return fail("unterminated string");
            const char e = text_[pos_++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned cp;
                if (!read_hex4(cp)) return fail("bad \\u escape");
                if (cp >= 0xD800 && cp < 0xDC00 && literal("\\u")) {
                    unsigned low;
                    if (!read_hex4(low) || low < 0xDC00 || low > 0xDFFF)
                        return fail("bad surrogate pair");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                append_utf8(out, cp);
                break;
            }
            default: return fail("bad escape in string");
            }
        }
    }

    void read_number(JsonValue& v) {
        const std::size_t start = pos_;
        if (peek() == '-') ++pos_;
        auto digits = [&] {
            const std::size_t from = pos_;
            while (!at_end() && peek() >= '0' && peek() <= '9') ++pos_;
            return pos_ > from;
        };
        if (!digits()) return fail("bad number");
        if (peek() == '.') {
            ++pos_;
            if (!digits()) return fail("bad number");
        }
        if (peek() == 'e' || peek() == 'E') {
            ++pos_;
            if (peek() == '+' || peek() == '-') ++pos_;
            if (!digits()) return fail("bad number");
        }
        v.type = JsonValue::Type::Number;
        v.number = std::strtod(std::string(text_.substr(start, pos_ - start)).c_str(), nullptr);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t values_ = 0;
    std::string error_;
};

} // namespace

Result<JsonValue> parse_json(std::string_view text) {
    return JsonReader(text).read_document();
}

namespace {
// The length of the well-formed UTF-8 sequence at the start of `t` (RFC 3629: no
// overlong forms, no surrogates, nothing past U+10FFFF), or 0 when it is not one.
std::size_t utf8_sequence(std::string_view t) {
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(t[i]); };
    const unsigned char c = b(0);
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF; // the second byte's range
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    if (t.size() < n || b(1) < lo || b(1) > hi) return 0;
    for (std::size_t i = 2; i < n; ++i)
        if (b(i) < 0x80 || b(i) > 0xBF) return 0;
    return n;
}
} // namespace

std::string json_quote(std::string_view text) {
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            // JSON text is UTF-8 (RFC 8259): a byte that starts no well-formed sequence
            // (a file name's FF FE, say) becomes U+FFFD, so the output always parses.
            const std::size_t n = utf8_sequence(text.substr(i));
            if (n == 0) {
                out += "\\ufffd";
            } else {
                out += text.substr(i, n);
                i += n - 1;
            }
            continue;
        }
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c));
                out += buf;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

void JsonWriter::before_value() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) out_ += ',';
        first_.back() = false;
    }
}

JsonWriter& JsonWriter::begin_object() {
    before_value();
    out_ += '{';
    first_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_object() {
    assert(!first_.empty() && !after_key_);
    first_.pop_back();
    out_ += '}';
    return *this;
}

JsonWriter& JsonWriter::begin_array() {
    before_value();
    out_ += '[';
    first_.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::end_array() {
    assert(!first_.empty());
    first_.pop_back();
    out_ += ']';
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    assert(!first_.empty() && !after_key_);
    before_value();
    out_ += json_quote(name);
    out_ += ':';
    after_key_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    before_value();
    out_ += json_quote(text);
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
    before_value();
    out_ += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(std::uint64_t number) {
    before_value();
    out_ += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(double number) {
    before_value();
    if (!std::isfinite(number)) {
        out_ += "null"; // JSON has no NaN or infinity
        return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", number);
    out_ += buf;
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    before_value();
    out_ += flag ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null() {
    before_value();
    out_ += "null";
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json) {
    before_value();
    out_ += json;
    return *this;
}

const std::string& JsonWriter::str() const {
    assert(first_.empty() && !after_key_ && "JsonWriter: unbalanced begin/end");
    return out_;
}

} // namespace sol
