// Card notation and the small JSON reader/writer: round trips and clear errors.
#include "core/card_text.h"
#include "core/json.h"
#include <catch2/catch.hpp>

using namespace sol;

TEST_CASE("every card round-trips through its text", "[core][notation]") {
    for (int rank = 1; rank <= RANKS; ++rank)
        for (int suit = 0; suit < SUITS; ++suit) {
            const Card c = make_card(rank, suit);
            const auto back = parse_card(card_text(c));
            REQUIRE(back.ok());
            CHECK(*back == c);
        }
    CHECK(card_text(make_card(10, HEARTS)) == "TH");
    CHECK(card_text(make_card(1, SPADES)) == "AS");
    CHECK(card_text(make_card(13, CLUBS)) == "KC");
}

TEST_CASE("card readers accept 10, T and lower case", "[core][notation]") {
    for (const char* text : {"TH", "th", "10H", "10h", "Th", "tH"})
        CHECK(*parse_card(text) == make_card(10, HEARTS));
    CHECK(*parse_card("qd") == make_card(12, DIAMONDS));
    CHECK(*parse_card("2c") == make_card(2, CLUBS));
}

TEST_CASE("bad card text is an error value with the text in it", "[core][notation]") {
    for (const char* text : {"", "H", "1H", "11H", "QX", "ZS", "AHH", "10", " AH", "0S"}) {
        const auto r = parse_card(text);
        CHECK(!r.ok());
        CHECK(r.error().find("unknown card") != std::string::npos);
    }
}

TEST_CASE("JSON reader: values, nesting, escapes", "[core][json]") {
    const auto doc = parse_json(R"( {"a": [1, -2.5e1, "x\"\u00e9\n"], "b": {"c": true,
        "d": null}, "e": false} )");
    REQUIRE(doc.ok());
    REQUIRE(doc->is_object());
    const JsonValue* a = doc->find("a");
    REQUIRE(a);
    REQUIRE(a->items.size() == 3);
    CHECK(a->items[0].number == 1);
    CHECK(a->items[1].number == -25);
    CHECK(a->items[2].string == "x\"\xC3\xA9\n");
    CHECK(doc->find("b")->find("c")->boolean);
    CHECK(doc->find("b")->find("d")->type == JsonValue::Type::Null);
    CHECK(!doc->find("zzz"));
}

TEST_CASE("JSON reader: errors name line and column", "[core][json]") {
    const auto r = parse_json("{\n  \"a\": [1, 2,\n}");
    REQUIRE(!r.ok());
    CHECK(r.error().find("line 3") != std::string::npos);
    for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "[1] 2", "01x"})
        CHECK(!parse_json(bad).ok());
}

TEST_CASE("JSON writer: commas, nesting and quoting", "[core][json]") {
    JsonWriter w;
    w.begin_object();
    w.key("s").value("a\"b\\c\n");
    w.key("n").value(-3);
    w.key("u").value(std::uint64_t(18446744073709551615ULL));
    w.key("list").begin_array().value(true).null().value(1.5).end_array();
    w.key("o").begin_object().end_object();
    w.end_object();
    CHECK(w.str() == R"({"s":"a\"b\\c\n","n":-3,"u":18446744073709551615,)"
                     R"("list":[true,null,1.5],"o":{}})");
    const auto back = parse_json(w.str());
    REQUIRE(back.ok());
    CHECK(back->find("s")->string == "a\"b\\c\n");
}

TEST_CASE("JSON writer: every string is valid UTF-8", "[core][json]") {
    // Issue 28 item 11: a deal path with the bytes FF FE went raw into the CLI's --json.
    CHECK(json_quote("a\xFF\xFE"
                     "b") == R"("a\ufffd\ufffdb")");
    // Well-formed sequences pass as they are; overlong forms, surrogates, code points past
    // U+10FFFF and cut sequences do not.
    CHECK(json_quote("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x82\xA1") ==
          "\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x82\xA1\"");
    CHECK(json_quote("\xC0\xAF") == R"("\ufffd\ufffd")");
    CHECK(json_quote("\xED\xA0\x80") == R"("\ufffd\ufffd\ufffd")");
    CHECK(json_quote("\xF4\x90\x80\x80") == R"("\ufffd\ufffd\ufffd\ufffd")");
    CHECK(json_quote("x\xE2\x82") == R"("x\ufffd\ufffd")");
    const auto back = parse_json(json_quote("\xFF"));
    REQUIRE(back.ok());
    CHECK(back->string == "\xEF\xBF\xBD");
}
