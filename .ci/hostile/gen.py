import os
head = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">\n'
scene = '<scenes><scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="v1"%s/></viewController></objects></scene></scenes>\n'
tail = '</document>\n'
xib = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">\n<objects>\n'
xibtail = '\n</objects>\n</document>\n'
def w(name, text):
    with open(name, 'w') as f: f.write(text)
w('attlist.storyboard', '<?xml version="1.0"?>\n<!DOCTYPE document [\n<!ATTLIST viewController customClass CDATA "Injected">\n]>\n' + head[head.index('<document'):] + scene % '' + tail)
w('attrs100k.storyboard', head + scene % ''.join(' a%d="1"' % i for i in range(100_000)) + tail)
w('attrs1m.storyboard', head + scene % ''.join(' a%d="1"' % i for i in range(1_000_000)) + tail)
w('xmlns100k.storyboard', head + scene % ''.join(' xmlns:n%d="u"' % i for i in range(100_000)) + tail)
w('value32m.storyboard', head + scene % (' userLabel="' + 'x' * (32 << 20) + '"') + tail)
w('value40m.storyboard', head + scene % (' userLabel="' + 'x' * 40_000_000 + '"') + tail)
w('value100m.storyboard', head + scene % (' userLabel="' + 'x' * 100_000_000 + '"') + tail)
w('tiny10m.xib', xib + '<a/>' * 10_000_000 + xibtail)
w('tiny2m.xib', xib + '<a/>' * (2_000_000 - 2) + xibtail)
w('push8000.txt', 'push Detail\n' * 8000)
w('push2000mem2000.txt', 'push Detail\nmemory-warning\n' * 2000)
w('push4000mem4000.txt', 'push Detail\nmemory-warning\n' * 4000)
w('exclude40k.json', '{ "exclude": [' + ', '.join('"Folder%d/**"' % i for i in range(40_000)) + '] }\n')
w('rules200k.json', '{ "rules": {' + ', '.join('"rule-%d": "off"' % i for i in range(200_000)) + '} }\n')
