/// Expected outputs of the CI-facing reporters for `ReportFixtures.wide` and `.sample`.
/// Re-record with `NIBLOAD_RECORD_SNAPSHOTS=1` (the tests print the outputs) and paste them here.
enum CIGolden {
    static let github = #"""
::error file=a%3Ab/Main.storyboard,line=4,col=15,title=dangling-reference::outlet 'é' points at missing object 'x'
::notice file=V%3AC.swift,line=2,col=5,title=dangling-reference::declared here

"""#

    static let checkstyle = #"""
<?xml version="1.0" encoding="utf-8"?>
<checkstyle version="4.3">
  <file name="a:b/Main.storyboard">
    <error line="4" column="15" severity="error" message="outlet &apos;é&apos; points at missing object &apos;x&apos;&#10;V:C.swift:2:5: note: declared here" source="nibload.dangling-reference"/>
  </file>
</checkstyle>

"""#

    static let sarif = #"""
{
  "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
  "runs" : [
    {
      "columnKind" : "utf16CodeUnits",
      "results" : [
        {
          "level" : "error",
          "locations" : [
            {
              "physicalLocation" : {
                "artifactLocation" : {
                  "uri" : "a%3Ab/Main.storyboard",
                  "uriBaseId" : "%SRCROOT%"
                },
                "region" : {
                  "startColumn" : 16,
                  "startLine" : 4
                }
              }
            }
          ],
          "message" : {
            "text" : "outlet 'é' points at missing object 'x'"
          },
          "relatedLocations" : [
            {
              "id" : 0,
              "message" : {
                "text" : "declared here"
              },
              "physicalLocation" : {
                "artifactLocation" : {
                  "uri" : "V%3AC.swift",
                  "uriBaseId" : "%SRCROOT%"
                },
                "region" : {
                  "startColumn" : 6,
                  "startLine" : 2
                }
              }
            }
          ],
          "ruleId" : "dangling-reference",
          "ruleIndex" : 0
        }
      ],
      "tool" : {
        "driver" : {
          "informationUri" : "https://github.com/nibload/nibload",
          "name" : "nibload",
          "rules" : [
            {
              "defaultConfiguration" : {
                "level" : "error"
              },
              "fullDescription" : {
                "text" : "Every connection must name an object id defined in the document."
              },
              "help" : {
                "text" : "Every connection must name an object id defined in the document."
              },
              "helpUri" : "https://example.com/rules/dangling-reference",
              "id" : "dangling-reference",
              "shortDescription" : {
                "text" : "References point at objects that exist"
              }
            }
          ],
          "version" : "1.2.3"
        }
      }
    }
  ],
  "version" : "2.1.0"
}

"""#

    static let junit = #"""
<?xml version="1.0" encoding="utf-8"?>
<testsuites name="nibload" tests="1" failures="1" errors="0" time="0.043">
  <testsuite name="nibload" tests="1" failures="1" errors="0" skipped="0" time="0.043" timestamp="2025-12-01T10:31:11">
    <testcase classname="nibload.dangling-reference" name="a:b/Main.storyboard:4">
      <failure message="outlet &apos;é&apos; points at missing object &apos;x&apos;" type="error">a:b/Main.storyboard:4:20: error: outlet 'é' points at missing object 'x' [dangling-reference]
V:C.swift:2:9: note: declared here</failure>
    </testcase>
  </testsuite>
</testsuites>

"""#

    static let codeclimate = #"""
[
  {
    "categories" : [
      "Bug Risk"
    ],
    "check_name" : "misplaced-view",
    "description" : "view 'x' is outside its superview",
    "fingerprint" : "975829c054f063086a4644c4272de597",
    "location" : {
      "lines" : {
        "begin" : 3
      },
      "path" : "Base.lproj/Launch.xib"
    },
    "severity" : "minor",
    "type" : "issue"
  },
  {
    "categories" : [
      "Bug Risk"
    ],
    "check_name" : "dangling-reference",
    "description" : "outlet 'label' points at missing object 'abc-12-xyz'",
    "fingerprint" : "ba79e208726934938739055a57b67a6e",
    "location" : {
      "lines" : {
        "begin" : 12
      },
      "path" : "Main.storyboard"
    },
    "severity" : "major",
    "type" : "issue"
  }
]

"""#
}
